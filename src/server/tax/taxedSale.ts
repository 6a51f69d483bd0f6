/**
 * What a taxed sale must say that the shared schemas cannot know to ask (they do not know the shop's
 * regime): under GST the state an Indian address is in, since it decides the tax; and a business
 * buyer's id of the regime's own kind.
 */
import type { Shipping } from '../../shared/entities';
import { taxMessages } from '../../shared/strings/taxMessages';
import type { BuyerBusiness } from '../../shared/tax/buyer';
import { buyerTaxIdFits } from '../../shared/tax/buyer';
import { indianState } from '../../shared/tax/indianStates';
import type { TaxConfig } from '../config';
import { badRequest } from '../http/errors';

export function checkTaxedSale(
  tax: TaxConfig,
  delivery: Pick<Shipping, 'country' | 'region'> | null,
  buyer: BuyerBusiness,
): void {
  if (tax.regime === 'IN_GST' && delivery?.country === 'India' && !indianState(delivery.region)) {
    throw badRequest(taxMessages.regionRequired, 'region');
  }
  if (buyer.taxId !== null && !buyerTaxIdFits(tax.regime, buyer.taxId)) {
    throw badRequest(tax.regime === 'IN_GST' ? taxMessages.gstinShape : taxMessages.binShape, 'buyerTaxId');
  }
}
