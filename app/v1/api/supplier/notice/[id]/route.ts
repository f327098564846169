import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { supplierNoticeDetail } from '@/server/services/supplier-programs';
import { getThemeForHost } from '@/server/services/theme';

/** 会员公告详情 GET /v1/api/supplier/notice/{id}：仅优选会员可看（spec §6） */
export const GET = handler({ write: true }, async ({ req, params, user }) => {
  const theme = await getThemeForHost(req.headers.get('host'));
  return supplierNoticeDetail(
    routeId(params.id, '公告不存在或已下线'),
    user,
    theme.mainConfig.partnerZone === true,
  );
});
