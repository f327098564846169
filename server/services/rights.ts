import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RightsAccess } from '@/api/types';
import { FILE_VIEW_TEXT } from '@/lib/dialog';
import { db } from '@/server/db';
import { rights, rightsFiles, rightsUsages } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { SessionUser } from '@/server/services/identity/session';
import { onShelfProduct } from '@/server/services/product-detail';
import { fileUrlOf } from '@/server/services/upload';

/** The same text as the file-view dialog (spec §6). */
export const RIGHTS_BUYERS_ONLY = FILE_VIEW_TEXT;

/** see uses right type 1 on view files, download right type 2 on download files. */
export const RIGHT_ACTIONS = {
  see: { type: 1, label: '查看' },
  download: { type: 2, label: '下载' },
} as const;
export type RightAction = keyof typeof RIGHT_ACTIONS;

/**
 * Opens a product's files with the buyer enterprise's right. Each file costs one count the
 * first time per action (recorded in rights_usages); opening it again is free.
 */
export async function openRightFiles(
  user: SessionUser,
  productId: number,
  action: RightAction,
): Promise<RightsAccess> {
  const { type, label } = RIGHT_ACTIONS[action];
  if (user.enterpriseId === null) throw forbidden(RIGHTS_BUYERS_ONLY);
  const enterpriseId = user.enterpriseId;
  await onShelfProduct(productId);
  return db.transaction(async (tx) => {
    const [right] = await tx
      .select()
      .from(rights)
      .where(and(eq(rights.enterpriseId, enterpriseId), eq(rights.type, type)))
      .for('update')
      .limit(1);
    if (!right || (right.expiresAt && right.expiresAt.getTime() < Date.now())) {
      throw forbidden(`暂无文件${label}权益，请联系客服开通`);
    }
    const files = await tx
      .select({
        id: rightsFiles.id,
        name: rightsFiles.name,
        fileType: rightsFiles.fileType,
        size: rightsFiles.size,
        rightType: rightsFiles.rightType,
        fileKey: rightsFiles.fileKey,
      })
      .from(rightsFiles)
      .where(and(eq(rightsFiles.productId, productId), eq(rightsFiles.rightType, type)))
      .orderBy(rightsFiles.id);
    const used = files.length
      ? await tx
          .select({ fileId: rightsUsages.fileId })
          .from(rightsUsages)
          .where(
            and(
              eq(rightsUsages.rightId, right.id),
              eq(rightsUsages.action, action),
              inArray(
                rightsUsages.fileId,
                files.map((f) => f.id),
              ),
            ),
          )
      : [];
    const fresh = files.filter((f) => !used.some((u) => u.fileId === f.id));
    let numCount = right.numCount;
    if (fresh.length) {
      if (numCount < fresh.length) throw forbidden(`${right.equityName}已用完，请联系客服`);
      await tx
        .insert(rightsUsages)
        .values(fresh.map((f) => ({ rightId: right.id, fileId: f.id, userId: user.id, action })))
        .onConflictDoNothing();
      const [updated] = await tx
        .update(rights)
        .set({ numCount: sql`${rights.numCount} - ${fresh.length}` })
        .where(eq(rights.id, right.id))
        .returning({ numCount: rights.numCount });
      numCount = updated?.numCount ?? numCount - fresh.length;
    }
    return {
      right: {
        id: right.id,
        type: right.type,
        equityId: right.equityId,
        equityName: right.equityName,
        numCount,
      },
      files: files.map(({ fileKey, ...f }) => ({ ...f, url: fileUrlOf(fileKey) })),
    };
  });
}
