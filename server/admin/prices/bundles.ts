import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AdminBundle, BundleCreateRequest, BundleUpdateRequest, PriceSite, PricesAnswer } from '../../../src/contract/adminPrices.ts';
import { methodsForCountry, type PaymentMethodId } from '../../../src/contract/payments.ts';
import type { Db } from '../../db/connect.ts';
import { creditBundles, orders, paymentMethodOffers, sites } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { currencyOf, type BundleRow } from '../../payments/catalog.ts';
import { offeredMethods } from '../../payments/methodOffers.ts';
import type { Tx } from '../../platform/lockedWrite.ts';
import { writeAudit } from '../../staff/audit.ts';

/**
 * Bundles and payment methods per site and country (decision 128). The shop reads both from the
 * database on every call (server/payments/catalog.ts, methodOffers.ts), nothing keeps them per
 * instance, so a change here is what the next credits.php / pricing.php / order.php answers on
 * every instance. Orders copy their bundle's price when they are made: paid and open orders keep it.
 */
export async function priceSites(db: Db | Tx): Promise<PriceSite[]> {
  const rows = await (db as Db).select({ id: sites.id, name: sites.name, domain: sites.domain, countries: sites.countries }).from(sites).orderBy(asc(sites.id));
  return rows;
}

async function paidOrdersOf(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await (db as Db)
    .select({ bundleId: orders.bundleId, n: count() })
    .from(orders)
    .where(and(inArray(orders.bundleId, ids), eq(orders.status, 'paid')))
    .groupBy(orders.bundleId);
  return new Map(rows.map((r) => [r.bundleId, r.n]));
}

function adminBundle(row: BundleRow, paid: number): AdminBundle {
  return {
    id: row.id,
    site_id: row.siteId,
    country: row.country,
    credits: row.credits,
    bonus: row.bonus,
    price: row.price,
    currency: row.currency,
    label: row.label ?? null,
    position: row.position,
    active: row.active,
    paid_orders: paid,
  };
}

/** What the audit keeps of a bundle (its answer without counts). */
const auditOf = (row: BundleRow) => ({ ...adminBundle(row, 0), paid_orders: undefined });

/** The prices screen: every site, and one shop's bundles (inactive ones too) and payment methods. */
export async function pricesOf(db: Db, siteId: number | undefined, country: string | undefined): Promise<PricesAnswer> {
  const all = await priceSites(db);
  const site = siteId === undefined ? all[0] : all.find((s) => s.id === siteId);
  if (!site) {
    if (siteId !== undefined) throw new ApiFailure(404, 'not_found');
    return { sites: all, site_id: null, country: null, currency: 'EUR', bundles: [], methods_available: [], methods_offered: [] };
  }
  const shop = country ?? site.countries[0] ?? 'GB';
  const rows = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.country, shop)))
    .orderBy(asc(creditBundles.position), asc(creditBundles.id));
  const paid = await paidOrdersOf(db, rows.map((r) => r.id));
  return {
    sites: all,
    site_id: site.id,
    country: shop,
    currency: rows[0]?.currency ?? currencyOf(shop),
    bundles: rows.map((r) => adminBundle(r, paid.get(r.id) ?? 0)),
    methods_available: methodsForCountry(shop),
    methods_offered: await offeredMethods(db, site.id, shop),
  };
}

/** A label marks one bundle of a shop: giving it to this one takes it from the others (answers their ids). */
async function moveLabel(tx: Tx, row: BundleRow): Promise<number[]> {
  if (!row.label) return [];
  const moved = await tx
    .update(creditBundles)
    .set({ label: null })
    .where(and(eq(creditBundles.siteId, row.siteId), eq(creditBundles.country, row.country), eq(creditBundles.label, row.label), ne(creditBundles.id, row.id)))
    .returning({ id: creditBundles.id });
  return moved.map((m) => m.id);
}

export async function createBundle(db: Db, staffId: number, body: BundleCreateRequest, now: Date): Promise<AdminBundle> {
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, body.site_id)).for('update');
    if (!site) throw new ApiFailure(404, 'not_found');
    // one currency per shop: the site row's lock serializes the bundles created for it
    const [other] = await tx
      .select({ currency: creditBundles.currency })
      .from(creditBundles)
      .where(and(eq(creditBundles.siteId, body.site_id), eq(creditBundles.country, body.country), ne(creditBundles.currency, body.currency)))
      .limit(1);
    if (other) throw new ApiFailure(409, 'bundle_currency', { currency: other.currency });
    const [row] = await tx
      .insert(creditBundles)
      .values({ siteId: body.site_id, country: body.country, currency: body.currency, credits: body.credits, bonus: body.bonus, price: body.price, label: body.label, position: body.position, active: body.active })
      .returning();
    if (!row) throw new Error('bundle insert returned nothing');
    const labelFrom = await moveLabel(tx, row);
    await writeAudit(tx, { staffId, action: 'bundle.create', targetKind: 'bundle', targetId: row.id, after: { ...auditOf(row), label_taken_from: labelFrom }, at: now });
    return adminBundle(row, 0);
  });
}

export async function updateBundle(db: Db, staffId: number, id: number, body: BundleUpdateRequest, now: Date): Promise<AdminBundle> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditBundles).where(eq(creditBundles.id, id)).for('update');
    if (!before) throw new ApiFailure(404, 'not_found');
    const [row] = await tx
      .update(creditBundles)
      .set({
        ...(body.credits !== undefined ? { credits: body.credits } : {}),
        ...(body.bonus !== undefined ? { bonus: body.bonus } : {}),
        ...(body.price !== undefined ? { price: body.price } : {}),
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      })
      .where(eq(creditBundles.id, id))
      .returning();
    if (!row) throw new Error('bundle update returned nothing');
    const labelFrom = body.label ? await moveLabel(tx, row) : [];
    await writeAudit(tx, { staffId, action: 'bundle.update', targetKind: 'bundle', targetId: id, before: auditOf(before), after: { ...auditOf(row), label_taken_from: labelFrom }, at: now });
    const paid = await paidOrdersOf(tx, [id]);
    return adminBundle(row, paid.get(id) ?? 0);
  });
}

/** The methods a site offers in a country: only ones that work there (422 method_country otherwise). */
export async function setOfferedMethods(db: Db, staffId: number, siteId: number, country: string, methods: PaymentMethodId[], now: Date): Promise<PaymentMethodId[]> {
  const possible = methodsForCountry(country);
  if (methods.some((m) => !possible.includes(m))) throw new ApiFailure(422, 'method_country');
  const chosen = possible.filter((m) => methods.includes(m));
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
    if (!site) throw new ApiFailure(404, 'not_found');
    const before = await offeredMethods(tx, siteId, country);
    await tx
      .insert(paymentMethodOffers)
      .values({ siteId, country, methods: chosen })
      .onConflictDoUpdate({ target: [paymentMethodOffers.siteId, paymentMethodOffers.country], set: { methods: chosen } });
    await writeAudit(tx, { staffId, action: 'payment_methods.update', targetKind: 'site', targetId: `${siteId}:${country}`, before: { methods: before }, after: { methods: chosen }, at: now });
    return chosen;
  });
}
