/** Courses and what they cost: products per provider, one course, intakes, the pricing of a product, an
 * application or an invoice, and the fees-free eligibility check. */
import { PROVIDERS } from '../providers';
import { findProduct, pricingOf, productsOf, type CatalogueProduct } from '../seed/products';
import { Random } from '../seed/random';
import { ownApplication } from './applicationOwner';
import { ApiError, json, ownStudent, queryParam, type Ctx, type Resolvers } from './define';
import { limitPersonalReads } from './people';
import { providerParam } from './reference';

/** The product `id` names (404 when none does). */
function productOrFail(ctx: Ctx, id: string): CatalogueProduct {
  const product = findProduct(ctx.store.seededAt, id);
  if (!product) throw new ApiError(404, `No matching course ${id}`);
  return product;
}

/** The product of the signed-in account's own application (its study details name it). */
export async function productOfApplication(ctx: Ctx, applicationId: string) {
  const application = await ownApplication(ctx, applicationId);
  const study = (application.studyDetails ?? {}) as { productId?: string; productCRMId?: string };
  const id = study.productId ?? study.productCRMId;
  if (!id) throw new ApiError(404, 'This application names no course');
  return { application, product: productOrFail(ctx, id) };
}

/** The provider's account a bank transfer of an application's fees goes to (NZ: an account number; AU: BSB
 * and account number), with the reference to quote: the application number's last 8 characters. */
export function bankTransferOf(product: CatalogueProduct, applicationId: string) {
  const accountName = `${PROVIDERS[product.provider]!.name} Fees Trust Account`;
  const reference = `APP-${applicationId.replace(/-/g, '').slice(-8).toUpperCase()}`;
  return product.currency === 'AUD'
    ? { accountName, bankName: 'Westpac', bsb: '032-001', accountNumber: '245 187', reference }
    : { accountName, bankName: 'ANZ', accountNumber: '01-0102-0445566-00', reference };
}

export const CATALOGUE: Resolvers = {
  products: (ctx) => json(productsOf(ctx.store.seededAt, providerParam(ctx.params.provider))),
  course: (ctx) => {
    if (!ctx.params.courseId) throw new ApiError(400, 'courseid is required');
    return json(productOrFail(ctx, ctx.params.courseId));
  },
  // Beyond the contract: ?provider= narrows the intakes to one provider's courses.
  intakes: (ctx) =>
    json(
      productsOf(ctx.store.seededAt, providerParam(queryParam(ctx.url, 'provider'))).flatMap((p) =>
        p.intakeList.map((intake) => ({
          ...intake,
          productId: p.productId,
          productCRMId: p.productCRMId,
          provider: p.provider,
        })),
      ),
    ),
  productPricing: (ctx) => json(pricingOf(productOrFail(ctx, ctx.params.productId))),
  applicationPricing: async (ctx) => {
    const { application, product } = await productOfApplication(ctx, ctx.params.applicationId);
    return json({
      applicationId: application.id,
      ...pricingOf(product),
      bankTransfer: bankTransferOf(product, application.id),
    });
  },
  invoicePricing: async (ctx) => {
    const student = await ownStudent(ctx, undefined);
    const id = ctx.params.invoiceId;
    const invoice = ctx.store
      .get('payments', student.studentUPId)
      ?.invoices.find((i) => i.InvoiceID === id || i.InvoiceNumber === id);
    if (!invoice) throw new ApiError(404, `No matching invoice ${id}`);
    const cardSurcharge = Math.round(invoice.AmountDue * 1.5) / 100;
    return json({
      invoiceId: invoice.InvoiceID,
      invoiceNumber: invoice.InvoiceNumber,
      currency: invoice.CurrencyCode,
      total: invoice.Total,
      amountPaid: invoice.AmountPaid,
      amountDue: invoice.AmountDue,
      cardSurcharge,
      totalWithCardSurcharge: Math.round((invoice.AmountDue + cardSurcharge) * 100) / 100,
    });
  },
  // Public, by a person's id, and it tells about their past study: at most so many a caller.
  feesFreeEligibility: async (ctx) => {
    await limitPersonalReads(ctx, 'fees-free checks');
    const { id } = ctx.params;
    // The same person always gets the same response; about two in three are eligible.
    const eligible = new Random(`fees-free:${id}`).chance(0.65);
    return json({
      id,
      eligible,
      status: eligible ? 'Eligible' : 'Not eligible',
      reason: eligible
        ? 'No prior tertiary study found'
        : 'Prior tertiary study of more than half an equivalent full-time year found',
    });
  },
};
