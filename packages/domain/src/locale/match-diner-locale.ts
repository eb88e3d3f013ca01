import { type DinerLocale, isDinerLocale } from './locale-codes';

/**
 * The product's language for a language tag as browsers and `Accept-Language` write it, matched on its primary
 * subtag whatever the region or script ('en-GB', 'en-US' and 'EN' are English; 'de-AT' German); undefined for a
 * language the product does not speak ('pt-BR', '*', '').
 * @example matchDinerLocale({ tag: 'es-419' }) // 'es'
 */
export function matchDinerLocale({ tag }: { tag: string | null | undefined }): DinerLocale | undefined {
  const primary = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase();
  return isDinerLocale(primary) ? primary : undefined;
}
