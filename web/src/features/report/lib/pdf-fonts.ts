import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { PdfFonts } from './report-pdf.js';

/** DejaVu Sans (every Polish letter), fetched as static assets only when a PDF is made. */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const load = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
  const [regular, bold] = await Promise.all([load(regularUrl), load(boldUrl)]);
  return { regular, bold };
}
