import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { getDefaultFormState } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { useBlocker } from 'react-router-dom';

import { isShownAsConflict } from '#admin/schema-resources/conflict-shown.ts';
import { SchemaForm } from '#admin/schema-resources/schema-form.tsx';
import { useSchema } from '#admin/schema-resources/schema-loader.ts';
import { productProblems } from '#domain/products/rules.ts';
import { isChanged, useDiscardGuard, useDraft } from '#forms/unsaved/index.ts';
import { messages } from '#generated/messages.ts';

import { FeeTotal } from './fee-total.tsx';
import { ProductOverview } from './product-overview.tsx';
import type { ProductDraft } from './product-record.ts';
import { ProductWarnings } from './product-warnings.tsx';
import { RulesPortalLink } from './rules-portal-link.tsx';
import { hideOtherSteps, LAST_STEP, stepErrors, stepOfField, stepProblems, WIZARD_STEPS } from './wizard-steps.ts';
import { wizardUi } from './wizard-ui.ts';

export interface ProductWizardProps {
  title: 'Create Product' | 'Edit Product';
  /** The last step's button: Create or Update. */
  submitLabel: 'Create' | 'Update';
  initial: ProductDraft;
  /** Where the unsaved draft is kept across a reload (`product-wizard:new`, `product-wizard:<id>`). */
  draftKey: string;
  onClose: () => void;
  /** Stores the product; rejects with the API's error. */
  onSave: (data: ProductDraft) => Promise<unknown>;
}

/**
 * The product wizard (spec 002 §2, §4): an 88rem drawer with the 5 steps, each showing its part of the product
 * schema in one schema form (so the data stays as steps change); Next checks the step's fields with the schema and
 * the product rule the server applies (`productProblems`), Back and Cancel go back, the last button creates or updates.
 * The fee is shown live, and a fee outside the stated 6-9% is a warning on Add Features and the Summary.
 * Nothing typed is lost (#forms/unsaved): closing, Escape, a click outside, leaving the page or reloading it with
 * changes asks first, and the draft survives a reload ("Draft restored", with a way to discard it).
 */
export function ProductWizard({ title, submitLabel, initial, draftKey, onClose, onSave }: ProductWizardProps) {
  const loaded = useSchema('product');
  const [step, setStep] = useState(0);
  const kept = useDraft<ProductDraft>(draftKey, initial);
  const draft = kept.value;
  const [saving, setSaving] = useState(false);
  // What the form starts from: the product with the schema's defaults filled in (changes are counted from here).
  const start = useMemo(
    () =>
      loaded
        ? getDefaultFormState(loaded.validator, loaded.schema, initial as Record<string, unknown>, loaded.schema)
        : initial,
    [loaded, initial],
  );
  const dirty = isChanged(start, draft);
  // Set once the person chose to leave (saved, or discarded the changes): the navigation that follows is not asked about.
  const leaving = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(() => dirtyRef.current && !leaving.current);
  const { guard, dialog } = useDiscardGuard(dirty, { blocker });
  const close = () =>
    guard(() => {
      leaving.current = true;
      kept.clear();
      onClose();
    });
  const top = useRef<HTMLDivElement>(null);
  // Each step starts at the top of the drawer.
  useEffect(() => {
    // A block: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  const ui = useMemo(
    () => (loaded ? { ...wizardUi(loaded.schema), ...hideOtherSteps(loaded.schema, step) } : undefined),
    [loaded, step],
  );
  const errors = useMemo(
    () => (loaded ? stepErrors(loaded.schema, step, (s) => queueMicrotask(() => setStep(s))) : undefined),
    [loaded, step],
  );
  // The server's product rule (features, each complete, an underwriting rule): Next asks it of the step, Create of all.
  const rules = useMemo(
    () => (data: Record<string, unknown>) =>
      stepProblems(productProblems(data), step, (s) => queueMicrotask(() => setStep(s))),
    [step],
  );

  const submit = async (data: ProductDraft) => {
    if (step < LAST_STEP) return setStep(step + 1);
    setSaving(true);
    leaving.current = true;
    try {
      await onSave(data);
      kept.clear();
    } catch (e) {
      leaving.current = false;
      // Not an answer to explain here, or a stale save its holder shows in the conflict dialog.
      if (!(e instanceof HttpError) || isShownAsConflict(e)) throw e;
      // The server's field errors show under their fields: go where the first one is.
      const field = Object.keys((e.body as { errors?: Record<string, string> })?.errors ?? {})[0];
      if (field) setStep(stepOfField(field.split('.')[0]));
      throw new HttpError(messages.failure.productUpdate, e.status, e.body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': title, sx: { width: '88rem', maxWidth: '100vw' } } as object,
      }}
    >
      <Box data-testid="product-wizard" ref={top} sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        {kept.restored && dirty && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={kept.clear}>
                Discard draft
              </Button>
            }
          >
            Draft restored: the changes you had not saved are back.
          </Alert>
        )}
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {WIZARD_STEPS.map((s) => (
            <Step key={s.label}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === stepOfField('underwritinRuleId') && <RulesPortalLink />}
        {(step === stepOfField('features') || step === LAST_STEP) && <ProductWarnings product={draft} />}
        {step === LAST_STEP && <ProductOverview product={draft} />}
        {!loaded || !ui ? (
          <CircularProgress size={24} aria-label="Loading form" />
        ) : (
          <SchemaForm
            loaded={loaded}
            formData={draft as Record<string, unknown>}
            idPrefix="product"
            uiOverrides={ui}
            transformErrors={errors}
            rules={rules}
            submitLabel={step < LAST_STEP ? 'Next' : submitLabel}
            submitIcon={null}
            saving={saving}
            actions={
              <>
                {step > 0 && <FeeTotal draft={draft} />}
                <Button onClick={step === 0 ? close : () => setStep(step - 1)}>{step === 0 ? 'Cancel' : 'Back'}</Button>
              </>
            }
            onChange={(data) => kept.setValue(data as ProductDraft)}
            onSave={(data) => submit(data as ProductDraft)}
          />
        )}
      </Box>
      {dialog}
    </Drawer>
  );
}
