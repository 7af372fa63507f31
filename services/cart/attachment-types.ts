// An attachment's file on its way in (as uploaded: its name and bytes) and on its way out (as
// served: the bytes and the content type fixed when it was taken). Order attachments, thread
// attachments and refund photos are the same kind of file (services/cart/operations/
// store-attachment.ts).

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface AttachmentFile {
  bytes: Buffer;
  contentType: string;
  originalName: string;
}
