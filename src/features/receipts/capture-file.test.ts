import { describe, expect, it } from 'vitest';
import { isJpegOrPng } from './capture-file';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [...new TextEncoder().encode('GIF89a'), 0, 0];

describe('which files the receipt flow accepts', () => {
  it('takes JPEG and PNG files by their bytes, whatever they are called', async () => {
    await expect(isJpegOrPng(new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }))).resolves.toBe(true);
    await expect(isJpegOrPng(new Blob([new Uint8Array(PNG)], { type: 'image/png' }))).resolves.toBe(true);
    await expect(isJpegOrPng(new Blob([new Uint8Array(JPEG)], { type: 'image/png' }))).resolves.toBe(true);
  });

  it('refuses GIFs, text and empty files, even when they claim to be JPEG or PNG', async () => {
    await expect(isJpegOrPng(new Blob([new Uint8Array(GIF)], { type: 'image/gif' }))).resolves.toBe(false);
    await expect(isJpegOrPng(new Blob([new Uint8Array(GIF)], { type: 'image/jpeg' }))).resolves.toBe(false);
    await expect(isJpegOrPng(new Blob(['hello'], { type: 'image/png' }))).resolves.toBe(false);
    await expect(isJpegOrPng(new Blob([]))).resolves.toBe(false);
  });
});
