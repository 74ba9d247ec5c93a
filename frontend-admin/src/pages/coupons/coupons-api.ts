import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query/react';
import {
  totalCountOf,
  type CouponBusinessType,
  type CouponCategory,
  type CouponResponse,
  type DiscountType,
  type StaffAssignmentResponse,
} from '@tara/api-client';
import { type AssignStaffRequest, type CreateCouponRequest } from '@tara/api-client/admin';
import { adminApi, LIST, type Page } from '../../shared/api/admin-api';

/** The admin Coupons tab's calls (backend: modules/coupons; types generated from the OpenAPI document). */
export type { CouponCategory, DiscountType };
export type BusinessType = CouponBusinessType;
export type AdminCoupon = CouponResponse;
/** Body of POST /api/coupons (PATCH takes any part of it). */
export type CouponBody = CreateCouponRequest;
export type StaffAssignment = StaffAssignmentResponse;
export type AssignStaffBody = AssignStaffRequest;

function pageOf<T>(items: T[], meta: unknown): Page<T> {
  return { items, totalCount: totalCountOf((meta as { response?: Response } | undefined)?.response, items.length) };
}

const COUPON_LIST = { type: 'Coupon' as const, id: LIST };
const STAFF_LIST = { type: 'PartnerStaff' as const, id: LIST };

type Definitions = DefinitionsFromApi<typeof adminApi>;
type PagedLists = {
  couponsList: OverrideResultType<Definitions['couponsList'], Page<AdminCoupon>>;
  partnerStaffList: OverrideResultType<Definitions['partnerStaffList'], Page<StaffAssignment>>;
};

/**
 * The generated coupon and partner-staff endpoints with the admin app's cache tags ('Coupon' per record plus LIST,
 * 'PartnerStaff' LIST) and pages read from X-Total-Count, as shared/api/admin-api.ts does for the other resources.
 * The generated endpoints put path parameters into the URL as given (ids are UUIDs).
 */
export const couponsAdminApi = adminApi.enhanceEndpoints<'Coupon' | 'PartnerStaff', PagedLists>({
  addTagTypes: ['Coupon', 'PartnerStaff'],
  endpoints: {
    // The tab asks for all=true: inactive and expired coupons too.
    couponsList: {
      transformResponse: (items: AdminCoupon[], meta) => pageOf(items, meta),
      providesTags: (result) => [
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Coupon' as const, id })),
        COUPON_LIST,
      ],
    },
    couponsCreate: { invalidatesTags: (_result, error) => (error ? [] : [COUPON_LIST]) },
    couponsUpdate: { invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Coupon' as const, id }]) },
    couponsRemove: { invalidatesTags: (_result, error) => (error ? [] : [COUPON_LIST]) },
    partnerStaffList: {
      transformResponse: (items: StaffAssignment[], meta) => pageOf(items, meta),
      providesTags: [STAFF_LIST],
    },
    partnerStaffAssign: { invalidatesTags: (_result, error) => (error ? [] : [STAFF_LIST]) },
    partnerStaffUnassign: { invalidatesTags: (_result, error) => (error ? [] : [STAFF_LIST]) },
  },
});

export const {
  useCouponsListQuery,
  useCouponsCreateMutation,
  useCouponsUpdateMutation,
  useCouponsRemoveMutation,
  usePartnerStaffListQuery,
  usePartnerStaffAssignMutation,
  usePartnerStaffUnassignMutation,
} = couponsAdminApi;
