/** Courses and what they cost: products per provider, one course, intakes, the pricing of a product,
 * an application or an invoice, and the fees-free eligibility check. */
import { findProduct, pricingOf, productsOf } from '../../products';
import { Random } from '../../seed-data/random';
import { ownStudent, type ApiContext, type Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';
import { findRecord } from '../records';
import { providerParam } from './reference';

/** The product `id` names (404 when none does). */
function productOrFail(ctx: ApiContext, id: string) {
  const product = findProduct(ctx.store.data.seededAt, id);
  if (!product) throw new HttpError(404, `No matching course ${id}`);
  return product;
}

/** The product an application is for (its study details name it). */
export function productOfApplication(ctx: ApiContext, applicationId: string) {
  const application = findRecord(ctx.store, 'applications', applicationId, 'application', 'applicationId');
  const study = (application.studyDetails ?? {}) as { productId?: string; productCRMId?: string };
  const id = study.productId ?? study.productCRMId;
  if (!id) throw new HttpError(404, 'This application names no course');
  return { application, product: productOrFail(ctx, id) };
}

export const CATALOGUE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/v2\/product$/,
    handler: (ctx) => sendJson(ctx.res, 200, productsOf(ctx.store.data.seededAt, providerParam(ctx))),
  },
  {
    method: 'GET',
    path: /^\/v2\/course$/,
    handler: (ctx) => {
      const id = queryParam(ctx.url, 'courseid');
      if (!id) throw new HttpError(400, 'courseid is required');
      sendJson(ctx.res, 200, productOrFail(ctx, id));
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/intake$/,
    handler: (ctx) =>
      sendJson(
        ctx.res,
        200,
        productsOf(ctx.store.data.seededAt, providerParam(ctx)).flatMap((p) =>
          p.intakeList.map((intake) => ({
            ...intake,
            productId: p.productId,
            productCRMId: p.productCRMId,
            provider: p.provider,
          })),
        ),
      ),
  },
  {
    method: 'GET',
    path: /^\/v2\/product\/([^/]+)\/pricing$/,
    handler: (ctx) => sendJson(ctx.res, 200, pricingOf(productOrFail(ctx, ctx.params[0] ?? ''))),
  },
  {
    method: 'GET',
    path: /^\/v2\/secure\/application\/([^/]+)\/pricing$/,
    handler: (ctx) => {
      const { application, product } = productOfApplication(ctx, ctx.params[0] ?? '');
      sendJson(ctx.res, 200, { applicationId: application.id, ...pricingOf(product) });
    },
  },
  {
    method: 'GET',
    path: /^\/v2\/secure\/invoice\/([^/]+)\/pricing$/,
    handler: (ctx) => {
      const student = ownStudent(ctx, undefined);
      const id = ctx.params[0] ?? '';
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
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/feesFree\/([^/]+)\/eligibility$/,
    handler: (ctx) => {
      const id = ctx.params[0] ?? '';
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
    },
  },
];
