/** Upload rules of spec §5, shared by the upload components and the upload endpoints. */

export const MAX_UPLOAD_MB = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const DEFAULT_MAX_FILES = 10;
/**
 * The most pixels an image may have to be decoded (40 megapixels, e.g. 8000 × 5000): a
 * 16,000 × 16,000 PNG packs a gigabyte of pixels into a few hundred kB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const KNOWN_FILE_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'pdf',
  'xlsx',
  'xls',
  'csv',
  'mp4',
  'docx',
  'doc',
  'dwg',
] as const;
export type FileType = (typeof KNOWN_FILE_TYPES)[number];

export const DEFAULT_ACCEPT: readonly FileType[] = ['png', 'jpg', 'pdf', 'xlsx'];
/** Image search takes a single png, jpg or jpeg (spec §5). */
export const IMAGE_ACCEPT: readonly FileType[] = ['png', 'jpg', 'jpeg'];

export const FILE_MIME_TYPES: Record<FileType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  mp4: 'video/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  dwg: 'image/vnd.dwg',
};

function sizeLabel(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb)}M` : `${Math.max(1, Math.round(bytes / 1024))}K`;
}

export const UPLOAD_MSG = {
  wrongType: '文件类型错误，请检查后重新上传',
  failed: '上传失败，请重试',
  tooLarge: (maxBytes: number = MAX_UPLOAD_BYTES) => `文件大小超出限制，最大${sizeLabel(maxBytes)}`,
  tooMany: (maxFiles: number = DEFAULT_MAX_FILES) => `最多上传${maxFiles}个文件`,
  imageTooLarge: `图片尺寸过大：最多 ${MAX_IMAGE_PIXELS / 10_000} 万像素`,
} as const;

/** The lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isKnownFileType(ext: string): ext is FileType {
  return (KNOWN_FILE_TYPES as readonly string[]).includes(ext);
}

/** The file's known type when it is among the accepted ones, else null. */
export function acceptedFileType(
  name: string,
  accept: readonly FileType[] = DEFAULT_ACCEPT,
): FileType | null {
  const ext = fileExtension(name);
  return isKnownFileType(ext) && accept.includes(ext) ? ext : null;
}

export function checkFileType(
  name: string,
  accept: readonly FileType[] = DEFAULT_ACCEPT,
): string | null {
  return acceptedFileType(name, accept) ? null : UPLOAD_MSG.wrongType;
}

export function checkFileSize(size: number, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  return size > maxBytes ? UPLOAD_MSG.tooLarge(maxBytes) : null;
}

export function checkImagePixels(width: number, height: number): string | null {
  return width * height > MAX_IMAGE_PIXELS ? UPLOAD_MSG.imageTooLarge : null;
}

/** `total` is the number of files there would be after adding the new ones. */
export function checkFileCount(total: number, maxFiles: number = DEFAULT_MAX_FILES): string | null {
  return total > maxFiles ? UPLOAD_MSG.tooMany(maxFiles) : null;
}

export interface UploadRuleOptions {
  accept?: readonly FileType[];
  maxBytes?: number;
}

/** The first rule a file breaks (type, then size), as its message; null when it passes. */
export function validateUpload(
  file: { name: string; size: number },
  { accept = DEFAULT_ACCEPT, maxBytes = MAX_UPLOAD_BYTES }: UploadRuleOptions = {},
): string | null {
  return checkFileType(file.name, accept) ?? checkFileSize(file.size, maxBytes);
}

/** The `accept` attribute of a file input for these types, e.g. `.png,.jpg`. */
export function acceptAttribute(accept: readonly FileType[] = DEFAULT_ACCEPT): string {
  return accept.map((ext) => `.${ext}`).join(',');
}
