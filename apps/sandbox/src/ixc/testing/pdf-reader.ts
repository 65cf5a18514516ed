import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** Test support: what a PDF from the sandbox says, read back with pdf-lib. */
export interface ReadPdf {
  title: string | undefined;
  pages: { content: string; texts: string[] }[];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages().map((page) => {
    const content = contentOf(document, page);
    return { content, texts: textsOf(content) };
  });
  return { title: document.getTitle(), pages };
}

/** All the text a page shows, one string per text operation, joined by newlines. */
export function pageText(pdf: ReadPdf, page = 0): string {
  return pdf.pages[page]?.texts.join('\n') ?? '';
}

function contentOf(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''))
    .join('\n');
}

/** pdf-lib writes standard-font text as hex strings of WinAnsi codes, which match Latin-1 for letters. */
function textsOf(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
}
