// What happens once a shopper picks an order attachment (spec §5, §7, §8): the type check,
// the preview, and the upload through customer-attachment-upload-on-order. Loaded on the
// first choice, so product pages ship only the field itself.
import { attachmentTypeError, isAllowedAttachmentName, isPreviewImageName, shortenFileName } from '../../../core/attachment';
import { browserMessages as messages } from '../../../core/browser-messages';
import type { AlertVariant } from '../layout/alert';
import { postCustomerCall } from './customer-actions';
import type { Attachment } from './attachment';

export interface AttachmentPreview {
  url: string | null;
  name: string;
  shortName: string;
}

interface AttachmentChoice {
  title: string | null;
  label: string;
  value: Attachment | null;
  onChange: (a: Attachment | null) => void;
  alert: (message: string, variant?: AlertVariant) => void;
  setError: (error: string | null) => void;
  setPreview: (preview: AttachmentPreview | null) => void;
}

export async function uploadAttachment(file: File, c: AttachmentChoice): Promise<void> {
  if (!isAllowedAttachmentName(file.name)) {
    c.setError(attachmentTypeError(c.title));
    c.alert(attachmentTypeError(c.title), 'danger');
    return;
  }
  c.setError(null);
  c.setPreview({ url: isPreviewImageName(file.name) ? URL.createObjectURL(file) : null, name: file.name, shortName: shortenFileName(file.name) });
  const form = new FormData();
  form.append('old_data', c.value?.dbName ?? '');
  form.append('attachment', file);
  const result = await postCustomerCall('/api/front/customer-attachment-upload-on-order', form);
  if (result?.success && typeof result.imageNewName === 'string') {
    c.onChange({ dbName: result.imageNewName, realName: String(result.imageOriginalName ?? file.name) });
    c.alert(messages.attachmentUploaded(c.label), 'success');
  } else {
    c.onChange(null);
    // The alert is the spec's (§8); the field says why when the server told (a file whose
    // content is not what its name says, one too large; issue 16 item 9).
    c.setPreview(null);
    c.setError(typeof result?.message === 'string' && result.message ? result.message : null);
    c.alert(messages.somethingWentWrongRefresh, 'danger');
  }
}
