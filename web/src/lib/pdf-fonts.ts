import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/** The two faces a PDF made in the browser embeds: DejaVu Sans, with every Polish letter. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** DejaVu Sans, fetched as static assets only when a PDF is made. */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const load = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
  const [regular, bold] = await Promise.all([load(regularUrl), load(boldUrl)]);
  return { regular, bold };
}
