import { describe, expect, it } from 'vitest';
import { base64ToBlob } from './download';

const bytesOf = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));

describe('base64ToBlob', () => {
  it('decodes the bytes and keeps the content type', async () => {
    const blob = base64ToBlob('JVBERi0xLjQK', 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4\n');
  });

  it('keeps bytes above 127 intact (binary PDFs)', async () => {
    expect(await bytesOf(base64ToBlob('AP+AfwE=', 'application/pdf'))).toEqual([0x00, 0xff, 0x80, 0x7f, 0x01]);
  });

  it('accepts a data: URL and line breaks in the base64', async () => {
    expect(await base64ToBlob('data:application/pdf;base64,JVBE\nRi0x', 'application/pdf').text()).toBe('%PDF-1');
  });
});
