/**
 * What a voucher, or the usage record of one, is worth in euros; undefined when it has no euro value. A discount
 * voucher is worth its `value`; a gift voucher only when the venue set a value for that gift (`valueSet`): gift
 * vouchers made before gifts had values stored their number in the cycle as `value` (« Plat offert » read as
 * 4,00 € because it was gift n°4), which is not money. Usage records made before they carried `rewardType` all came
 * from such gift vouchers.
 * @example readVoucherEuros({ rewardType: 'gift', value: 4, giftNumber: 4 }) // undefined
 */
export function readVoucherEuros(doc: Record<string, unknown>): number | undefined {
  const value =
    typeof doc.value === 'number' && Number.isFinite(doc.value) ? Math.max(0, doc.value) : undefined;
  if (value === undefined) return undefined;
  if (doc.rewardType === 'discount') return value;
  if (doc.rewardType === 'gift' && doc.valueSet === true) return value;
  return undefined;
}
