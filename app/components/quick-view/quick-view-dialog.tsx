// The Quick View dialog (placeholder body replaced below as the feature is built out).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';

export interface QuickViewDialogProps {
  productId: number;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function QuickViewDialog({ productId, productName, open, onOpenChange }: QuickViewDialogProps) {
  const [payload, setPayload] = useState<unknown>(null);
  useEffect(() => {
    if (!open || payload) return;
    const controller = new AbortController();
    fetch('/api/front/reseller-shop-single-product-details-for-quick-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pro_id: productId }),
      signal: controller.signal,
    })
      .then((r) => r.json())
      .then(setPayload)
      .catch(() => {});
    return () => controller.abort();
  }, [open, payload, productId]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(56rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-4">
          <Dialog.Title className="text-lg font-semibold">{productName}</Dialog.Title>
          <Dialog.Description className="sr-only">Quick view of {productName}</Dialog.Description>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
