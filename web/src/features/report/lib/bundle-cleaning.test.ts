import { describe, expect, it } from 'vitest';
import { metadataTexts } from '@shared/messages/metadata.js';
import { cleanFile } from '@shared/metadata/index.js';
import { demoPhoto } from '../../../../../tools/demo-photo.js';
import { cleanBundleFiles } from './bundle-cleaning.js';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('the files of a forwarding bundle', () => {
  it('go cleaned, each with what was removed; one that cannot be cleaned goes as it is, and says so', async () => {
    const photo = new Blob([demoPhoto()], { type: 'image/jpeg' });
    const archive = new Blob([Uint8Array.of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4)]);
    const clean = async (file: Blob) => cleanFile(await bytesOf(file));
    const [cleanedPhoto, keptArchive] = await cleanBundleFiles(
      [
        { name: 'zdjecie.jpg', content: photo },
        { name: 'dane.7z', content: archive },
      ],
      clean,
    );
    expect(cleanedPhoto!.metadata).toBe(
      metadataTexts.removed('położenie GPS, model telefonu lub aparatu, data wykonania, nazwa programu'),
    );
    const photoBytes = await bytesOf(cleanedPhoto!.content);
    expect(photoBytes.length).toBeLessThan(photo.size);
    expect(new TextDecoder('latin1').decode(photoBytes)).not.toContain('iPhone');
    expect(keptArchive).toEqual({ name: 'dane.7z', content: archive, metadata: metadataTexts.cannotCleanArchive });
  });
});
