/** Courses and what they cost: products per provider, one course, intakes, the pricing of a product,
 * an application or an invoice, and the fees-free eligibility check. */
import { findProduct, pricingOf, productsOf, type CatalogueProduct } from '../../products';
import { PROVIDERS } from '../../providers';
import { Random } from '../../seed-data/random';
import { contractRoute, ownStudent, type ApiContext, type Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';
import { ownApplication } from '../ownership';
import { providerParam } from './reference';

/** The product `id` names (404 when none does). */
function productOrFail(ctx: ApiContext, id: string) {
  const product = findProduct(ctx.store.data.seededAt, id);
  if (!product) throw new HttpError(404, `No matching course ${id}`);
  return product;
}

/** The product of the signed-in account's own application (its study details name it). */
export function productOfApplication(ctx: ApiContext, applicationId: string) {
  const application = ownApplication(ctx, applicationId);
  const study = (application.studyDetails ?? {}) as { productId?: string; productCRMId?: string };
  const id = study.productId ?? study.productCRMId;
  if (!id) throw new HttpError(404, 'This application names no course');
  return { application, product: productOrFail(ctx, id) };
}

/** The reference a bank transfer of an application's fees carries: its number's last 8 characters. */
export const bankReferenceOf = (applicationId: string): string =>
  `APP-${applicationId.replace(/-/g, '').slice(-8).toUpperCase()}`;

/** The provider's account a bank transfer of an application's fees goes to (NZ: an account number; AU: BSB and
 * account number), with the reference to quote. */
export function bankTransferOf(product: CatalogueProduct, applicationId: string) {
  const accountName = `${PROVIDERS[product.provider].name} Fees Trust Account`;
  const reference = bankReferenceOf(applicationId);
  return product.currency === 'AUD'
    ? { accountName, bankName: 'Westpac', bsb: '032-001', accountNumber: '245 187', reference }
    : { accountName, bankName: 'ANZ', accountNumber: '01-0102-0445566-00', reference };
}

export const CATALOGUE_ROUTES: Route[] = [
  contractRoute('products', (ctx) =>
    sendJson(ctx.res, 200, productsOf(ctx.store.data.seededAt, providerParam(ctx.params.provider))),
  ),
  contractRoute('course', (ctx) => {
    const id = ctx.params.courseId;
    if (!id) throw new HttpError(400, 'courseid is required');
    sendJson(ctx.res, 200, productOrFail(ctx, id));
  }),
  // Beyond the contract: ?provider= narrows the intakes to one provider's courses.
  contractRoute('intakes', (ctx) =>
    sendJson(
      ctx.res,
      200,
      productsOf(ctx.store.data.seededAt, providerParam(queryParam(ctx.url, 'provider'))).flatMap((p) =>
        p.intakeList.map((intake) => ({
          ...intake,
          productId: p.productId,
          productCRMId: p.productCRMId,
          provider: p.provider,
        })),
      ),
    ),
  ),
  contractRoute('productPricing', (ctx) =>
    sendJson(ctx.res, 200, pricingOf(productOrFail(ctx, ctx.params.productId))),
  ),
  contractRoute('applicationPricing', (ctx) => {
    const { application, product } = productOfApplication(ctx, ctx.params.applicationId);
    sendJson(ctx.res, 200, {
      applicationId: application.id,
      ...pricingOf(product),
      bankTransfer: bankTransferOf(product, application.id),
    });
  }),
  contractRoute('invoicePricing', (ctx) => {
    const student = ownStudent(ctx, undefined);
    const id = ctx.params.invoiceId;
    const invoice = ctx.store.data.payments[student.studentUPId]?.invoices.find(
      (i) => i.InvoiceID === id || i.InvoiceNumber === id,
    );
    if (!invoice) throw new HttpError(404, `No matching invoice ${id}`);
    const cardSurcharge = Math.round(invoice.AmountDue * 1.5) / 100;
    sendJson(ctx.res, 200, {
      invoiceId: invoice.InvoiceID,
      invoiceNumber: invoice.InvoiceNumber,
      currency: invoice.CurrencyCode,
      total: invoice.Total,
      amountPaid: invoice.AmountPaid,
      amountDue: invoice.AmountDue,
      cardSurcharge,
      totalWithCardSurcharge: Math.round((invoice.AmountDue + cardSurcharge) * 100) / 100,
    });
  }),
  contractRoute('feesFreeEligibility', (ctx) => {
    const { id } = ctx.params;
    // The same person always gets the same answer; about two in three are eligible.
    const eligible = new Random(`fees-free:${id}`).chance(0.65);
    sendJson(ctx.res, 200, {
      id,
      eligible,
      status: eligible ? 'Eligible' : 'Not eligible',
      reason: eligible
        ? 'No prior tertiary study found'
        : 'Prior tertiary study of more than half an equivalent full-time year found',
    });
  }),
];
