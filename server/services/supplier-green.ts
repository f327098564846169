import 'server-only';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { SupplierGreenInfo } from '@/api/modules/supplier';
import { db } from '@/server/db';
import { enterprises, greenCertificates, productCertificates, products } from '@/server/db/schema';
import { HttpError, MSG, notFound } from '@/server/http/errors';
import type { SessionUser } from './identity/session';
import { TOP_TYPE } from '@/lib/roles';

const SUPPLIER = 1;
const APPROVED = 1;
const VALID = 1;
export const GREEN_INFO_MISSING = '该供应商不存在或未通过认证';

/**
 * supplier/green/info: the green building-material certificates issued to a supplier and the
 * certificates it attached to its own products. A supplier reading its own (no tenantId) also
 * sees expired product certificates, so it knows what to renew; visitors see valid ones only.
 */
export async function supplierGreenInfo(
  viewer: SessionUser | null,
  tenantId: number | undefined,
  now = new Date(),
): Promise<SupplierGreenInfo> {
  let id = tenantId;
  const own = !id;
  if (!id) {
    if (!viewer) throw new HttpError(401, MSG.loginRequired);
    if (viewer.topType !== TOP_TYPE.supplier || !viewer.enterpriseId) {
      throw new HttpError(403, MSG.forbidden);
    }
    id = viewer.enterpriseId;
  }
  const [ent] = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(
      and(eq(enterprises.id, id), eq(enterprises.type, SUPPLIER), eq(enterprises.status, APPROVED)),
    );
  if (!ent) throw notFound(GREEN_INFO_MISSING);
  const [certificates, productCerts] = await Promise.all([
    db
      .select({
        id: greenCertificates.id,
        certNo: greenCertificates.certNo,
        productId: greenCertificates.productId,
        productName: greenCertificates.productName,
        level: greenCertificates.level,
        issuedBy: greenCertificates.issuedBy,
        issueDate: greenCertificates.issueDate,
        expireDate: greenCertificates.expireDate,
      })
      .from(greenCertificates)
      .where(and(eq(greenCertificates.enterpriseId, id), eq(greenCertificates.status, VALID)))
      .orderBy(desc(greenCertificates.issueDate), desc(greenCertificates.id))
      .limit(200),
    db
      .select({
        id: productCertificates.id,
        productId: products.id,
        productName: products.name,
        name: productCertificates.name,
        certNo: productCertificates.certNo,
        expiresAt: productCertificates.expiresAt,
      })
      .from(productCertificates)
      .innerJoin(products, eq(products.id, productCertificates.productId))
      .where(
        and(
          eq(products.supplierId, id),
          own ? undefined : eq(products.status, 1),
          own ? undefined : gte(productCertificates.expiresAt, now),
        ),
      )
      .orderBy(asc(productCertificates.expiresAt), asc(productCertificates.id))
      .limit(200),
  ]);
  return {
    tenantId: ent.id,
    name: ent.name,
    certificates,
    productCertificates: productCerts.map((c) => ({
      ...c,
      expiresAt: c.expiresAt.toISOString(),
      expired: c.expiresAt.getTime() < now.getTime(),
    })),
  };
}
