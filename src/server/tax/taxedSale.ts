/**
 * What a taxed sale must say that the shared schemas cannot know to ask (they do not know the shop's
 * regime): under GST the state an Indian address is in, since it decides the tax; and a business
 * buyer's id of the regime's own kind, with the business's name. Answers the buyer as kept (a GSTIN
 * upper case, a BIN without its hyphens).
 */
import type { Shipping } from '../../shared/entities';
import { taxMessages } from '../../shared/strings/taxMessages';
import { checkBuyerBusiness, type BuyerBusiness } from '../../shared/tax/buyer';
import { indianState } from '../../shared/tax/indianStates';
import type { TaxConfig } from '../config';
import { badRequest, HttpError } from '../http/errors';

export function checkTaxedSale(
  tax: TaxConfig,
  delivery: Pick<Shipping, 'country' | 'region'> | null,
  buyer: BuyerBusiness,
): BuyerBusiness {
  if (tax.regime === 'IN_GST' && delivery?.country === 'India' && !indianState(delivery.region)) {
    throw badRequest(taxMessages.regionRequired, 'region');
  }
  const checked = checkBuyerBusiness(tax.regime, buyer);
  const problems = Object.entries(checked.problems);
  if (problems.length > 0) {
    throw new HttpError(400, {
      message: problems[0]![1],
      issues: problems.map(([path, message]) => ({ path, message })),
    });
  }
  return checked.kept;
}
