// The photos of a customer's multipart form (a refund request, a review): every file chosen in
// the `photos` field, stored as the customer's order attachment (the attachment rules, checked
// by content), at most `max` of them. A refused file is named in the refusal, on `photos`.
import { uploadOrderAttachment } from '../../services/cart/upload-order-attachment';
import type { Ctx } from '../../services/context';
import { DomainError } from '../../services/domain-error';

export async function storeFormPhotos(context: Ctx, form: FormData, max: number, tooMany: string): Promise<string[]> {
  const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (files.length > max) throw new DomainError('invalid', tooMany, { photos: tooMany });
  const photos: string[] = [];
  for (const file of files) {
    try {
      photos.push((await uploadOrderAttachment(context, { file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, oldData: '' })).imageNewName);
    } catch (err) {
      if (err instanceof DomainError) throw new DomainError(err.code, `${file.name}: ${err.message}`, { photos: `${file.name}: ${err.message}` });
      throw err;
    }
  }
  return photos;
}
