import { MATERIAL_LABELS, materialSchema } from '@/lib/competition';
import { handler, ok } from '@/server/http/handler';
import { uploadCompetitionMaterial } from '@/server/services/competition';

/** 上传参赛资料（文件先经 file/privateUpload 存入存储） POST /v1/api/competition/uploadMaterial */
export const POST = handler(
  { auth: 'user', input: materialSchema, labels: MATERIAL_LABELS },
  async ({ input, user }) => ok(await uploadCompetitionMaterial(user.id, input)),
);
