/** Top types of spec §3: 1 supplier, 2 buyer/developer, 3 other (no active enterprise identity). */
export const TOP_TYPE = { supplier: 1, buyer: 2, other: 3 } as const;
export type TopType = (typeof TOP_TYPE)[keyof typeof TOP_TYPE];

/** A user's top type follows the enterprise identity in use; without one it is 3. */
export function topTypeOf(activeEnterpriseType: number | null | undefined): TopType {
  if (activeEnterpriseType === TOP_TYPE.supplier) return TOP_TYPE.supplier;
  if (activeEnterpriseType === TOP_TYPE.buyer) return TOP_TYPE.buyer;
  return TOP_TYPE.other;
}
