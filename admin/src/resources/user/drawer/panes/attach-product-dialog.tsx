import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { HttpError, useCreate, useNotify } from 'react-admin';

import { useHeldForms } from '#admin/schema-resources/form-guard.tsx';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { messages } from '#generated/messages.ts';

export interface AttachProductDialogProps {
  open: boolean;
  landlordId: string;
  landlordName?: string;
  onClose: () => void;
  /** After a product was attached (the pane reloads its list). */
  onAttached: () => Promise<unknown> | void;
}

/**
 * Attach Product (spec 002 §2, §7): the attach-product schema ('Product is required!') saved as a subscription of this
 * landlord (react-admin's create); any failure reads 'Cannot subscribe product', with the field's message under it.
 */
export function AttachProductDialog({ open, landlordId, landlordName, onClose, onAttached }: AttachProductDialogProps) {
  const notify = useNotify();
  const [create] = useCreate();
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  const submit = async (data: Record<string, unknown>) => {
    try {
      await create('subscription', { data: { productId: data.productId, landlordId } }, { returnPromise: true });
    } catch (e) {
      throw new HttpError(
        messages.failure.subscribe,
        e instanceof HttpError ? e.status : 0,
        e instanceof HttpError ? e.body : {},
      );
    }
    notify(messages.product.attachedTitle, { type: 'success' });
    await onAttached();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="attach-product-title"
      data-testid="attach-product-dialog"
    >
      <DialogTitle id="attach-product-title">Attach Product</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {landlordName
            ? `${landlordName} can then offer the product's bonds on their properties.`
            : "The landlord can then offer the product's bonds on their properties."}
        </DialogContentText>
        <Scope>
          {open && (
            <SlugForm
              slug="attach-product"
              idPrefix="attach-product"
              initial={{ landlordId }}
              uiOverrides={{ 'ui:label': false }}
              actions={<Button onClick={close}>Cancel</Button>}
              onSubmit={submit}
            />
          )}
        </Scope>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
