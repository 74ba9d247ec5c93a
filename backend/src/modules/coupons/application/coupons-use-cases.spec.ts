import { Role } from '../../../shared/domain/role.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import { ClaimStatus } from '../domain/claim.js';
import { BusinessType, DiscountType, type CouponInput } from '../domain/coupon.js';
import { CouponErrorCode, type CouponError } from '../domain/coupons.errors.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import { CheckCodeQuery } from './check-code.query.js';
import { ClaimCouponUseCase } from './claim-coupon.use-case.js';
import { MyCouponsQuery } from './my-coupons.query.js';
import { UseCodeUseCase } from './use-code.use-case.js';
import { CreateCouponUseCase } from './create-coupon.use-case.js';
import { DeleteCouponUseCase } from './delete-coupon.use-case.js';
import { ListCouponsQuery } from './list-coupons.query.js';
import { UpdateCouponUseCase } from './update-coupon.use-case.js';
import { AssignPartnerStaffUseCase } from './assign-partner-staff.use-case.js';
import { UnassignPartnerStaffUseCase } from './unassign-partner-staff.use-case.js';
import {
  InMemoryBusinessDirectory,
  InMemoryClaimRepository,
  InMemoryCouponRepository,
  InMemoryCouponWorld,
  InMemoryPartnerStaffRepository,
} from './testing/in-memory-coupon-ports.js';

const DAY = 24 * 60 * 60 * 1000;
const SISIG = '00000000-0000-4000-8000-000000000d01';
const PETRON = '00000000-0000-4000-8000-000000000501';
const ADMIN = { id: 'admin', role: Role.Admin };
const LIZA = { id: 'liza', role: Role.User };
const RAMON = { id: 'ramon', role: Role.User };
const TERESITA = { id: 'teresita', role: Role.User };

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return (error as CouponError).code;
  }
}

function setUp() {
  const world = new InMemoryCouponWorld();
  world.businesses.push(
    {
      type: BusinessType.Destination,
      id: SISIG,
      name: "Aling Lucing's Sisig",
      link: `/destinations/${SISIG}`,
      categoryId: 'food-cat',
      categoryType: 'food',
    },
    {
      type: BusinessType.Service,
      id: PETRON,
      name: 'Petron Dolores',
      link: '/service/petron-dolores',
      categoryId: null,
      categoryType: 'motorist',
    },
  );
  world.members.push(
    { id: 'liza', email: 'liza@example.com', firstName: 'Liza' },
    { id: 'ramon', email: 'ramon@example.com', firstName: 'Ramon' },
    { id: 'teresita', email: 'teresita@example.com', firstName: 'Teresita' },
  );
  const clock = new FixedClock(new Date('2026-11-23T08:00:00Z'));
  const uow = new InMemoryUnitOfWork([world]);
  const coupons = new InMemoryCouponRepository(world);
  const claims = new InMemoryClaimRepository(world);
  const businesses = new InMemoryBusinessDirectory(world);
  const staff = new InMemoryPartnerStaffRepository(world);
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const codes = ['AAAAABBBBB', 'AAAAABBBBB', 'CCCCCDDDDD', 'EEEEEFFFFF', 'GGGGGHHHHH', 'JJJJJKKKKK'];
  const newCode = () => codes.shift() ?? 'ZZZZZZZZZZ';
  const create = new CreateCouponUseCase(coupons, businesses, uow, clock, newId);
  const expiresIn = (days: number) => new Date(clock.now().getTime() + days * DAY);
  /** The admin adds a deal at Sisig (a destination) or Petron (a service): a bogo unless `input` says otherwise. */
  const addDeal = (businessId: typeof SISIG | typeof PETRON, title: string, days: number, input: CouponInput = {}) =>
    create.execute(ADMIN, {
      title,
      discountType: DiscountType.Bogo,
      businessType: businessId === PETRON ? BusinessType.Service : BusinessType.Destination,
      businessId,
      expiresAt: expiresIn(days),
      ...input,
    });
  return {
    world,
    clock,
    addDeal,
    update: new UpdateCouponUseCase(coupons, businesses, uow, clock),
    remove: new DeleteCouponUseCase(coupons, uow, clock),
    list: new ListCouponsQuery(coupons, clock),
    claim: new ClaimCouponUseCase(coupons, claims, clock, newId, newCode),
    mine: new MyCouponsQuery(claims),
    check: new CheckCodeQuery(claims, staff, clock),
    use: new UseCodeUseCase(claims, staff, uow, clock),
    assign: new AssignPartnerStaffUseCase(staff, businesses, uow, clock, newId),
    unassign: new UnassignPartnerStaffUseCase(staff),
  };
}

describe('coupon use cases (fixed clock, in-memory ports)', () => {
  it('claims until maxRedemptions, once per member, with the reason of each refusal; a refusal writes nothing', async () => {
    const s = setUp();
    const coupon = await s.addDeal(SISIG, 'Sisig', 2, {
      discountType: DiscountType.Percentage,
      discountValue: 10,
      maxRedemptions: 2,
    });
    const first = await s.claim.execute(LIZA, coupon.id);
    expect(first).toMatchObject({
      code: 'AAAAABBBBB',
      usedAt: null,
      coupon: { currentRedemptions: 1, claimedByMe: true },
    });
    // The next code drawn is Liza's: that attempt rolls back and the claim is tried again with a new code.
    expect((await s.claim.execute(RAMON, coupon.id)).code).toBe('CCCCCDDDDD');
    expect(await codeOf(s.claim.execute(LIZA, coupon.id))).toBe(CouponErrorCode.AlreadyClaimed);
    expect(await codeOf(s.claim.execute(TERESITA, coupon.id))).toBe(CouponErrorCode.SoldOut);
    expect(s.world.claims).toHaveLength(2);
    expect(s.world.coupons[0].currentRedemptions).toBe(2);

    const other = await s.addDeal(PETRON, 'Gas', 1);
    await s.update.execute(ADMIN, other.id, { isActive: false });
    expect(await codeOf(s.claim.execute(LIZA, other.id))).toBe(CouponErrorCode.Inactive);
    await s.update.execute(ADMIN, other.id, { isActive: true });
    s.clock.advance(DAY);
    expect(await codeOf(s.claim.execute(LIZA, other.id))).toBe(CouponErrorCode.Expired);
    expect(await codeOf(s.claim.execute(LIZA, 'not-a-uuid'))).toBe(CouponErrorCode.NotFound);
    expect(s.world.claims).toHaveLength(2);
  });

  it('tries a claim again when its statement left it out while the coupon still shows room, and says sold out at last', async () => {
    const s = setUp();
    const coupon = await s.addDeal(SISIG, 'Sisig', 2, {
      discountType: DiscountType.Percentage,
      discountValue: 10,
      maxRedemptions: 5,
    });
    /** Left out of the first `times` statements (a twin in the same statement took the room's last place, then lost to a key). */
    class LeftOut extends InMemoryClaimRepository {
      calls = 0;
      constructor(private readonly times: number) {
        super(s.world);
      }
      override async claim(id: string, couponId: string, userId: string, code: string, now: Date) {
        return ++this.calls <= this.times
          ? ({ outcome: 'refused' } as const)
          : super.claim(id, couponId, userId, code, now);
      }
    }
    let ids = 100;
    const useCase = (claims: LeftOut) =>
      new ClaimCouponUseCase(
        new InMemoryCouponRepository(s.world),
        claims,
        s.clock,
        () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
        () => `KKKKK${ids}MMM`.slice(0, 10),
      );
    const twice = new LeftOut(2);
    expect(await useCase(twice).execute(LIZA, coupon.id)).toMatchObject({ coupon: { currentRedemptions: 1 } });
    expect(twice.calls).toBe(3);
    const always = new LeftOut(Infinity);
    expect(await codeOf(useCase(always).execute(RAMON, coupon.id))).toBe(CouponErrorCode.SoldOut);
    expect(always.calls).toBe(5);
    expect(s.world.claims).toHaveLength(1);
  });

  it('lists all coupons to admins only; others get active, unexpired ones', async () => {
    const s = setUp();
    await s.addDeal(SISIG, 'Live', 5);
    await s.addDeal(SISIG, 'Soon over', 1);
    s.clock.advance(2 * DAY);
    const page = { limit: 20, offset: 0 };
    expect((await s.list.execute(undefined, page)).items.map((c) => c.title)).toEqual(['Live']);
    expect((await s.list.execute(ADMIN, { ...page, all: true })).total).toBe(2);
    expect(await codeOf(s.list.execute(LIZA, { ...page, all: true }))).toBe(KernelErrorCode.Forbidden);
    expect(await codeOf(s.list.execute(undefined, { ...page, all: true }))).toBe(KernelErrorCode.Unauthenticated);
  });

  it('keeps claims of a deleted coupon, marked withdrawn, and their codes stop verifying', async () => {
    const s = setUp();
    const coupon = await s.addDeal(SISIG, 'Gone', 5);
    const claim = await s.claim.execute(LIZA, coupon.id);
    await s.remove.execute(coupon.id);
    expect(await codeOf(s.remove.execute(coupon.id))).toBe(CouponErrorCode.NotFound);
    const mine = await s.mine.execute(LIZA, { limit: 20, offset: 0 });
    expect(mine.items).toEqual([expect.objectContaining({ id: claim.id, couponDeleted: true })]);
    expect((await s.check.execute(ADMIN, claim.code)).status).toBe(ClaimStatus.Withdrawn);
    expect(await codeOf(s.use.execute(ADMIN, claim.code))).toBe(CouponErrorCode.CodeWithdrawn);
  });

  it("the counter: assigned staff of the coupon's business or admins; used once; expired codes stop verifying", async () => {
    const s = setUp();
    const sisig = await s.addDeal(SISIG, 'Sisig', 3);
    const gas = await s.addDeal(PETRON, 'Gas', 1);
    const sisigClaim = await s.claim.execute(LIZA, sisig.id);
    const gasClaim = await s.claim.execute(LIZA, gas.id);

    expect(await codeOf(s.check.execute(TERESITA, sisigClaim.code))).toBe(CouponErrorCode.NotPartnerStaff);
    const assignment = await s.assign.execute(ADMIN, {
      email: 'TERESITA@example.com ',
      businessType: BusinessType.Destination,
      businessId: SISIG,
    });
    expect(
      await codeOf(
        s.assign.execute(ADMIN, { userId: 'teresita', businessType: BusinessType.Destination, businessId: SISIG }),
      ),
    ).toBe(CouponErrorCode.StaffAlreadyAssigned);
    expect(await codeOf(s.assign.execute(ADMIN, { businessType: BusinessType.Destination, businessId: SISIG }))).toBe(
      CouponErrorCode.StaffMemberRequired,
    );
    expect(
      await codeOf(
        s.assign.execute(ADMIN, {
          email: 'nobody@example.com',
          businessType: BusinessType.Destination,
          businessId: SISIG,
        }),
      ),
    ).toBe(CouponErrorCode.StaffMemberNotFound);
    expect(
      await codeOf(
        s.assign.execute(ADMIN, { email: 'liza@example.com', businessType: BusinessType.Service, businessId: SISIG }),
      ),
    ).toBe(CouponErrorCode.BusinessNotFound);

    const checked = await s.check.execute(TERESITA, sisigClaim.code.toLowerCase());
    expect(checked).toMatchObject({
      status: ClaimStatus.Valid,
      claim: { memberFirstName: 'Liza', coupon: { title: 'Sisig' } },
    });
    expect(await codeOf(s.check.execute(TERESITA, gasClaim.code))).toBe(CouponErrorCode.NotStaffOfBusiness);
    expect(await codeOf(s.check.execute(TERESITA, 'QQQQQ-QQQQQ'))).toBe(CouponErrorCode.CodeNotFound);

    const used = await s.use.execute(TERESITA, sisigClaim.code);
    expect(used.status).toBe(ClaimStatus.Used);
    s.clock.advance(60_000);
    expect(await codeOf(s.use.execute(TERESITA, sisigClaim.code))).toBe(CouponErrorCode.CodeAlreadyUsed);
    expect(s.world.claims.find((c) => c.id === sisigClaim.id)?.usedAt).toEqual(new Date('2026-11-23T08:00:00Z'));

    s.clock.advance(DAY);
    expect((await s.check.execute(ADMIN, gasClaim.code)).status).toBe(ClaimStatus.Expired);
    expect(await codeOf(s.use.execute(ADMIN, gasClaim.code))).toBe(CouponErrorCode.CodeExpired);

    await s.unassign.execute(assignment.id);
    expect(await codeOf(s.unassign.execute(assignment.id))).toBe(CouponErrorCode.StaffAssignmentNotFound);
    expect(await codeOf(s.check.execute(TERESITA, sisigClaim.code))).toBe(CouponErrorCode.NotPartnerStaff);
  });

  it('refuses edits that break the rules and leaves the coupon as it was', async () => {
    const s = setUp();
    const coupon = await s.addDeal(SISIG, 'Deal', 3, {
      discountType: DiscountType.Percentage,
      discountValue: 20,
      maxRedemptions: 5,
    });
    await s.claim.execute(LIZA, coupon.id);
    await s.claim.execute(RAMON, coupon.id);
    expect(await codeOf(s.update.execute(ADMIN, coupon.id, { title: 'New title', maxRedemptions: 1 }))).toBe(
      CouponErrorCode.MaxBelowClaims,
    );
    expect(await codeOf(s.update.execute(ADMIN, coupon.id, { businessType: BusinessType.Service }))).toBe(
      CouponErrorCode.BusinessRequired,
    );
    expect(
      await codeOf(s.update.execute(ADMIN, coupon.id, { businessType: BusinessType.Service, businessId: SISIG })),
    ).toBe(CouponErrorCode.BusinessNotFound);
    expect(s.world.coupons[0].draft).toMatchObject({ title: 'Deal', maxRedemptions: 5, businessType: 'destination' });
    const moved = await s.update.execute(ADMIN, coupon.id, { businessType: BusinessType.Service, businessId: PETRON });
    expect(moved).toMatchObject({
      businessType: 'service',
      businessId: PETRON,
      category: 'transport',
      categoryId: null,
      businessName: 'Petron Dolores',
    });
  });
});
