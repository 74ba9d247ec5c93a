import { randomInt, randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
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
    builtFrom(ListCouponsQuery, [CouponRepository, Clock]),
    builtFrom(ListServiceCouponsQuery, [CouponRepository, BusinessDirectory, Clock]),
    builtFrom(CouponStatsQuery, [CouponRepository, Clock]),
    builtFrom(CreateCouponUseCase, [CouponRepository, BusinessDirectory, UnitOfWork, Clock], newId),
    builtFrom(UpdateCouponUseCase, [CouponRepository, BusinessDirectory, UnitOfWork, Clock]),
    builtFrom(DeleteCouponUseCase, [CouponRepository, UnitOfWork, Clock]),
    builtFrom(ClaimCouponUseCase, [CouponRepository, ClaimRepository, Clock], newId, newCode),
    builtFrom(MyCouponsQuery, [ClaimRepository]),
    builtFrom(CheckCodeQuery, [ClaimRepository, PartnerStaffRepository, Clock]),
    builtFrom(UseCodeUseCase, [ClaimRepository, PartnerStaffRepository, UnitOfWork, Clock]),
    builtFrom(ListPartnerStaffQuery, [PartnerStaffRepository]),
    builtFrom(MyStaffAssignmentsQuery, [PartnerStaffRepository]),
    builtFrom(AssignPartnerStaffUseCase, [PartnerStaffRepository, BusinessDirectory, UnitOfWork, Clock], newId),
    builtFrom(UnassignPartnerStaffUseCase, [PartnerStaffRepository]),
  ],
})
export class CouponsModule {}
