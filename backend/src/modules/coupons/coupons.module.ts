import { randomInt, randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { Clock } from '../../shared/time/clock.js';
import { CheckCodeQuery } from './application/check-code.query.js';
import { ClaimCouponUseCase } from './application/claim-coupon.use-case.js';
import { MyCouponsQuery } from './application/my-coupons.query.js';
import { UseCodeUseCase } from './application/use-code.use-case.js';
import { CouponStatsQuery } from './application/coupon-stats.query.js';
import { CreateCouponUseCase } from './application/create-coupon.use-case.js';
import { DeleteCouponUseCase } from './application/delete-coupon.use-case.js';
import { ListCouponsQuery } from './application/list-coupons.query.js';
import { ListServiceCouponsQuery } from './application/list-service-coupons.query.js';
import { UpdateCouponUseCase } from './application/update-coupon.use-case.js';
import { AssignPartnerStaffUseCase } from './application/assign-partner-staff.use-case.js';
import { ListPartnerStaffQuery } from './application/list-partner-staff.query.js';
import { MyStaffAssignmentsQuery } from './application/my-staff-assignments.query.js';
import { UnassignPartnerStaffUseCase } from './application/unassign-partner-staff.use-case.js';
import { BusinessDirectory } from './application/ports/business.directory.js';
import { ClaimRepository } from './application/ports/claim.repository.js';
import { CouponRepository } from './application/ports/coupon.repository.js';
import { PartnerStaffRepository } from './application/ports/partner-staff.repository.js';
import { newClaimCode } from './domain/claim.js';
import { CouponCodesController } from './http/coupon-codes.controller.js';
import { CouponsController } from './http/coupons.controller.js';
import { UserCouponsController } from './http/member-coupons.controller.js';
import { PartnerStaffController } from './http/partner-staff.controller.js';
import { PgBusinessDirectory } from './infrastructure/pg-business.directory.js';
import { TypeOrmClaimRepository } from './infrastructure/typeorm-claim.repository.js';
import { TypeOrmCouponRepository } from './infrastructure/typeorm-coupon.repository.js';
import { TypeOrmPartnerStaffRepository } from './infrastructure/typeorm-partner-staff.repository.js';

const newId = () => randomUUID();
/** One-time codes from the operating system's CSPRNG. */
const newCode = () => newClaimCode((below) => randomInt(below));

/** Coupons (DESIGN.md 2, issue 11): partner deals, members' claims with one-time codes, the partners' counter staff. */
@Module({
  controllers: [CouponsController, UserCouponsController, CouponCodesController, PartnerStaffController],
  providers: [
    { provide: CouponRepository, useClass: TypeOrmCouponRepository },
    { provide: ClaimRepository, useClass: TypeOrmClaimRepository },
    { provide: PartnerStaffRepository, useClass: TypeOrmPartnerStaffRepository },
    { provide: BusinessDirectory, useClass: PgBusinessDirectory },
    // Use cases are framework-free classes: built here from their ports.
    {
      provide: ListCouponsQuery,
      useFactory: (coupons: CouponRepository, clock: Clock) => new ListCouponsQuery(coupons, clock),
      inject: [CouponRepository, Clock],
    },
    {
      provide: ListServiceCouponsQuery,
      useFactory: (coupons: CouponRepository, businesses: BusinessDirectory, clock: Clock) =>
        new ListServiceCouponsQuery(coupons, businesses, clock),
      inject: [CouponRepository, BusinessDirectory, Clock],
    },
    {
      provide: CouponStatsQuery,
      useFactory: (coupons: CouponRepository, clock: Clock) => new CouponStatsQuery(coupons, clock),
      inject: [CouponRepository, Clock],
    },
    {
      provide: CreateCouponUseCase,
      useFactory: (coupons: CouponRepository, businesses: BusinessDirectory, uow: UnitOfWork, clock: Clock) =>
        new CreateCouponUseCase(coupons, businesses, uow, clock, newId),
      inject: [CouponRepository, BusinessDirectory, UnitOfWork, Clock],
    },
    {
      provide: UpdateCouponUseCase,
      useFactory: (coupons: CouponRepository, businesses: BusinessDirectory, uow: UnitOfWork, clock: Clock) =>
        new UpdateCouponUseCase(coupons, businesses, uow, clock),
      inject: [CouponRepository, BusinessDirectory, UnitOfWork, Clock],
    },
    {
      provide: DeleteCouponUseCase,
      useFactory: (coupons: CouponRepository, uow: UnitOfWork, clock: Clock) =>
        new DeleteCouponUseCase(coupons, uow, clock),
      inject: [CouponRepository, UnitOfWork, Clock],
    },
    {
      provide: ClaimCouponUseCase,
      useFactory: (coupons: CouponRepository, claims: ClaimRepository, clock: Clock) =>
        new ClaimCouponUseCase(coupons, claims, clock, newId, newCode),
      inject: [CouponRepository, ClaimRepository, Clock],
    },
    {
      provide: MyCouponsQuery,
      useFactory: (claims: ClaimRepository) => new MyCouponsQuery(claims),
      inject: [ClaimRepository],
    },
    {
      provide: CheckCodeQuery,
      useFactory: (claims: ClaimRepository, staff: PartnerStaffRepository, clock: Clock) =>
        new CheckCodeQuery(claims, staff, clock),
      inject: [ClaimRepository, PartnerStaffRepository, Clock],
    },
    {
      provide: UseCodeUseCase,
      useFactory: (claims: ClaimRepository, staff: PartnerStaffRepository, uow: UnitOfWork, clock: Clock) =>
        new UseCodeUseCase(claims, staff, uow, clock),
      inject: [ClaimRepository, PartnerStaffRepository, UnitOfWork, Clock],
    },
    {
      provide: ListPartnerStaffQuery,
      useFactory: (staff: PartnerStaffRepository) => new ListPartnerStaffQuery(staff),
      inject: [PartnerStaffRepository],
    },
    {
      provide: MyStaffAssignmentsQuery,
      useFactory: (staff: PartnerStaffRepository) => new MyStaffAssignmentsQuery(staff),
      inject: [PartnerStaffRepository],
    },
    {
      provide: AssignPartnerStaffUseCase,
      useFactory: (staff: PartnerStaffRepository, businesses: BusinessDirectory, uow: UnitOfWork, clock: Clock) =>
        new AssignPartnerStaffUseCase(staff, businesses, uow, clock, newId),
      inject: [PartnerStaffRepository, BusinessDirectory, UnitOfWork, Clock],
    },
    {
      provide: UnassignPartnerStaffUseCase,
      useFactory: (staff: PartnerStaffRepository) => new UnassignPartnerStaffUseCase(staff),
      inject: [PartnerStaffRepository],
    },
  ],
})
export class CouponsModule {}
