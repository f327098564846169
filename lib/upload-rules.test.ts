import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  acceptedFileType,
  checkFileCount,
  checkFileSize,
  checkFileType,
  checkImagePixels,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_FILES,
  fileExtension,
  IMAGE_ACCEPT,
  isKnownFileType,
  KNOWN_FILE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MSG,
  validateUpload,
} from './upload-rules';

describe('upload constants', () => {
  it('follow spec §5 and §9', () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(DEFAULT_MAX_FILES).toBe(10);
    expect(DEFAULT_ACCEPT).toEqual(['png', 'jpg', 'pdf', 'xlsx']);
    expect(IMAGE_ACCEPT).toEqual(['png', 'jpg', 'jpeg']);
    expect([...KNOWN_FILE_TYPES].sort()).toEqual(
      ['png', 'jpg', 'jpeg', 'pdf', 'xlsx', 'xls', 'csv', 'mp4', 'docx', 'doc', 'dwg'].sort(),
    );
    expect(UPLOAD_MSG.failed).toBe('上传失败，请重试');
  });
});

describe('fileExtension', () => {
  it('reads the lower-case extension after the last dot', () => {
    expect(fileExtension('报价单.XLSX')).toBe('xlsx');
    expect(fileExtension('a.tar.gz')).toBe('gz');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(isKnownFileType('doc')).toBe(true);
    expect(isKnownFileType('exe')).toBe(false);
  });
});

describe('checkFileType', () => {
  it('accepts png, jpg, pdf and xlsx by default', () => {
    for (const name of ['a.png', 'b.JPG', 'c.pdf', 'd.xlsx'])
      expect(checkFileType(name)).toBeNull();
    for (const name of ['a.jpeg', 'b.doc', 'c.exe', 'noext']) {
      expect(checkFileType(name)).toBe('文件类型错误，请检查后重新上传');
    }
  });

  it('takes other known types when they are accepted, never unknown ones', () => {
    expect(checkFileType('a.jpeg', IMAGE_ACCEPT)).toBeNull();
    expect(checkFileType('a.pdf', IMAGE_ACCEPT)).toBe(UPLOAD_MSG.wrongType);
    expect(acceptedFileType('清单.CSV', KNOWN_FILE_TYPES)).toBe('csv');
    expect(acceptedFileType('x.svg', KNOWN_FILE_TYPES)).toBeNull();
  });
});

describe('checkFileSize', () => {
  it('allows up to 50 MB and names the limit beyond it', () => {
    expect(checkFileSize(MAX_UPLOAD_BYTES)).toBeNull();
    expect(checkFileSize(MAX_UPLOAD_BYTES + 1)).toBe('文件大小超出限制，最大50M');
    expect(checkFileSize(0)).toBeNull();
  });

  it('uses a custom limit', () => {
    expect(checkFileSize(3 * 1024 * 1024, 2 * 1024 * 1024)).toBe('文件大小超出限制，最大2M');
    expect(checkFileSize(2000, 1024)).toBe('文件大小超出限制，最大1K');
  });
});

describe('checkImagePixels', () => {
  it('allows up to 40 megapixels and names the limit beyond it', () => {
    expect(checkImagePixels(8000, 5000)).toBeNull();
    expect(checkImagePixels(8000, 5001)).toBe('图片尺寸过大：最多 4000 万像素');
    expect(checkImagePixels(16_000, 16_000)).toBe(UPLOAD_MSG.imageTooLarge);
  });
});

describe('checkFileCount', () => {
  it('allows ten files by default', () => {
    expect(checkFileCount(10)).toBeNull();
    expect(checkFileCount(11)).toBe('最多上传10个文件');
    expect(checkFileCount(2, 1)).toBe('最多上传1个文件');
  });
});

describe('validateUpload', () => {
  it('checks the type first, then the size', () => {
    expect(validateUpload({ name: 'a.exe', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      UPLOAD_MSG.wrongType,
    );
    expect(validateUpload({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      '文件大小超出限制，最大50M',
    );
    expect(validateUpload({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'a.png', size: 2048 }, { maxBytes: 1024 * 1024 })).toBeNull();
    expect(validateUpload({ name: 'a.mp4', size: 1 }, { accept: ['mp4'] })).toBeNull();
  });
});

describe('acceptAttribute', () => {
  it('lists the extensions for a file input', () => {
    expect(acceptAttribute()).toBe('.png,.jpg,.pdf,.xlsx');
    expect(acceptAttribute(IMAGE_ACCEPT)).toBe('.png,.jpg,.jpeg');
  });
});
