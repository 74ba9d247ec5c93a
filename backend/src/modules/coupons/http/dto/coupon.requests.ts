import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsEnum,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { PageRequestQuery } from '../../../../shared/http/page.request.js';
import { RequiredCode } from '../../../../shared/http/required-code.decorator.js';
import { CouponErrorCode } from '../../domain/coupons.errors.js';
import {
  BusinessType,
  CouponCategory,
  DESCRIPTION_MAX_LENGTH,
  DiscountType,
  TITLE_MAX_LENGTH,
} from '../../domain/coupon.js';

const DISCOUNT_TYPES = Object.values(DiscountType).join(', ');
const CATEGORIES = Object.values(CouponCategory).join(', ');
const BUSINESS_TYPES = Object.values(BusinessType).join(', ');

/** 'true' / 'false' of a query string as a boolean (anything else stays and fails @IsBoolean). */
const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** A number, or a decimal string such as '12.50' (what a form field sends). */
const IsDecimal = (field: string) =>
  ValidateBy({
    name: 'isDecimal',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && /^\s*\d{1,10}(\.\d+)?\s*$/.test(value)),
      defaultMessage: () => `${field} must be a number`,
    },
  });

/** Query string of GET /api/coupons. */
export class ListCouponsRequest extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "A destination's coupons" })
  @IsOptional()
  @IsUUID('all', { message: 'destinationId must be a UUID' })
  destinationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "A service's coupons" })
  @IsOptional()
  @IsUUID('all', { message: 'serviceId must be a UUID' })
  serviceId?: string;

  @ApiPropertyOptional({
    enum: CouponCategory,
    enumName: 'CouponCategory',
    description: 'A category button of /coupons',
  })
  @IsOptional()
  @IsEnum(CouponCategory, { message: `category must be one of: ${CATEGORIES}` })
  category?: CouponCategory;

  @ApiPropertyOptional({ example: 'sisig', description: 'Text in the title or description, ignoring case and accents' })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Admins: inactive and expired coupons too (the Coupons tab)' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'all must be true or false' })
  all?: boolean;
}

/** Body of POST /api/coupons (spec section 7). */
export class CreateCouponRequest {
  @ApiProperty({ example: '20% off Kapampangan lunch sets', maxLength: TITLE_MAX_LENGTH })
  @RequiredCode(CouponErrorCode.TitleRequired)
  @IsString({ message: 'title must be a string' })
  @MaxLength(TITLE_MAX_LENGTH * 2, { message: `title must be at most ${TITLE_MAX_LENGTH} characters` })
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Dine-in only, one coupon per table.',
    maxLength: DESCRIPTION_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(DESCRIPTION_MAX_LENGTH * 2, {
    message: `description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  })
  description?: string | null;

  @ApiProperty({
    enum: DiscountType,
    enumName: 'DiscountType',
    description: 'fixed_amount and fixed are both pesos off',
  })
  @IsEnum(DiscountType, { message: `discountType must be one of: ${DISCOUNT_TYPES}` })
  discountType: DiscountType;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }],
    nullable: true,
    example: 20,
    description: 'Percentage 1 to 100, or pesos above 0 (at most 2 decimals); none for bogo',
  })
  @IsOptional()
  @IsDecimal('discountValue')
  discountValue?: number | string | null;

  @ApiProperty({ enum: BusinessType, enumName: 'CouponBusinessType' })
  @RequiredCode(CouponErrorCode.BusinessRequired)
  @IsEnum(BusinessType, { message: `businessType must be one of: ${BUSINESS_TYPES}` })
  businessType: BusinessType;

  @ApiProperty({ format: 'uuid', description: 'The destination or service (as businessType says); it must exist' })
  @RequiredCode(CouponErrorCode.BusinessRequired)
  @IsUUID('all', { message: 'businessId must be a UUID' })
  businessId: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The spec sends it too: equal to businessId for a destination',
  })
  @IsOptional()
  @IsUUID('all', { message: 'destinationId must be a UUID' })
  destinationId?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The spec sends it too: equal to businessId for a service',
  })
  @IsOptional()
  @IsUUID('all', { message: 'serviceId must be a UUID' })
  serviceId?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "A place category; default: the business's",
  })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string | null;

  @ApiPropertyOptional({
    enum: CouponCategory,
    enumName: 'CouponCategory',
    nullable: true,
    description:
      "The /coupons button it shows under; default from the business's category (food, motorist: transport, camping: hotel, else activity)",
  })
  @IsOptional()
  @IsEnum(CouponCategory, { message: `category must be one of: ${CATEGORIES}` })
  category?: CouponCategory | null;

  @ApiProperty({
    type: String,
    example: '2026-12-31',
    description:
      'In the future. A date alone (YYYY-MM-DD) means the end of that day, Philippine time; or a full ISO 8601 date-time',
  })
  @RequiredCode(CouponErrorCode.ExpiryRequired)
  @IsDefined({ message: 'expiresAt is required' })
  @IsISO8601({ strict: true }, { message: 'expiresAt must be a date (YYYY-MM-DD) or an ISO 8601 date-time' })
  expiresAt: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, example: 100, description: 'Empty: no limit' })
  @IsOptional()
  @IsInt({ message: 'maxRedemptions must be a whole number' })
  @Min(1, { message: 'maxRedemptions must be at least 1' })
  maxRedemptions?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** Body of PATCH /api/coupons/{id}: any of the fields (the toggle sends { isActive } alone). */
export class UpdateCouponRequest extends PartialType(CreateCouponRequest) {}

/** Body of POST /api/partner-staff: the member by id or by e-mail (one of them). */
export class AssignStaffRequest {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  @ApiPropertyOptional({ example: 'staff@example.com', description: 'Any case; spaces around it are ignored' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email?: string;

  @ApiProperty({ enum: BusinessType, enumName: 'CouponBusinessType' })
  @IsEnum(BusinessType, { message: `businessType must be one of: ${BUSINESS_TYPES}` })
  businessType: BusinessType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'businessId must be a UUID' })
  businessId: string;
}

/** Query string of GET /api/partner-staff. */
export class ListStaffRequest extends PageRequestQuery {
  @ApiPropertyOptional({ enum: BusinessType, enumName: 'CouponBusinessType' })
  @IsOptional()
  @IsEnum(BusinessType, { message: `businessType must be one of: ${BUSINESS_TYPES}` })
  businessType?: BusinessType;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'businessId must be a UUID' })
  businessId?: string;
}

/** A date alone is the end of that day in the Philippines (UTC+8, no daylight saving); anything else as written. */
export function expiryOf(value: string | null | undefined): Date | null | undefined {
  if (value === null || value === undefined) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999+08:00`) : new Date(value);
}
