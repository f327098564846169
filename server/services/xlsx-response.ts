import 'server-only';

/** An xlsx download with a UTF-8 file name. */
export function xlsxResponse(body: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
    },
  });
}
