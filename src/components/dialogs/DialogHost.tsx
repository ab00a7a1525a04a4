// Renders the dialogs requested through confirmDialog / promptDialog (store.ts). Mounted once in the app
// provider. Each dialog has open and closed states; confirm, cancel and close (×, Esc, backdrop) settle it.
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Input, Text } from '@chakra-ui/react';
import { Field } from '@/components/chakra/field.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { DialogFrame } from './DialogFrame.tsx';
import {
  dialogState, removeDialog, settleDialog, validatePrompt, type ConfirmOptions, type PromptOptions,
} from './store.ts';

interface ShellProps {
  id: number;
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  footer: React.ReactNode;
}

function DialogShell({ id, open, title, onClose, children, footer }: ShellProps) {
  return (
    <DialogFrame open={open} onClose={onClose} onExitComplete={() => removeDialog(id)} title={title} footer={footer} testId="app-dialog">
      {children}
    </DialogFrame>
  );
}

function ConfirmView({ id, open, options }: { id: number; open: boolean; options: ConfirmOptions }) {
  const showCancel = options.showCancel !== false;
  return (
    <DialogShell
      id={id}
      open={open}
      title={options.title}
      onClose={() => settleDialog(id, 'close')}
      footer={(
        <>
          {showCancel && (
            <Button flex="1" variant="outline" onClick={() => settleDialog(id, 'cancel')}>
              {options.cancelText ?? zhCN.common.cancel}
            </Button>
          )}
          <Button flex="1" colorPalette={options.danger ? 'red' : 'brand'} onClick={() => settleDialog(id, 'confirm')}>
            {options.confirmText ?? zhCN.common.confirm}
          </Button>
        </>
      )}
    >
      <Text textAlign="center" color="fg.muted" fontSize="sm" whiteSpace="pre-line">{options.message}</Text>
    </DialogShell>
  );
}

function PromptView({ id, open, options }: { id: number; open: boolean; options: PromptOptions }) {
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const formId = `prompt-${id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePrompt(value, options, zhCN.common.invalidInput);
    setError(problem);
    if (!problem) settleDialog(id, value);
  };

  return (
    <DialogShell
      id={id}
      open={open}
      title={options.title}
      onClose={() => settleDialog(id, null)}
      footer={(
        <>
          <Button flex="1" variant="outline" onClick={() => settleDialog(id, null)}>
            {options.cancelText ?? zhCN.common.cancel}
          </Button>
          <Button flex="1" type="submit" form={formId}>{options.confirmText ?? zhCN.common.confirm}</Button>
        </>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        {options.message && <Text color="fg.muted" fontSize="sm" mb="3">{options.message}</Text>}
        <Field.Root invalid={Boolean(error)}>
          <Input
            autoFocus
            aria-label={options.placeholder ?? options.title}
            placeholder={options.placeholder}
            type={options.inputType ?? 'text'}
            maxLength={options.maxLength}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </form>
    </DialogShell>
  );
}

export function DialogHost() {
  const { entries } = useSnapshot(dialogState);
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'confirm'
          ? <ConfirmView key={entry.id} id={entry.id} open={entry.open} options={entry.options} />
          : <PromptView key={entry.id} id={entry.id} open={entry.open} options={entry.options} />,
      )}
    </>
  );
}
