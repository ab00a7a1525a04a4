// The feedback form shared by 投诉建议 (suggest) and 意见反馈 (fankui): type 投诉 / 建议 / 问题, what happened
// (10–500 characters, with a live counter), up to 3 pictures, a phone or QQ number for the reply
// (pre-filled with the account's phone) → POST /account/problem → toast → 我的反馈.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProblemType } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { Field } from '@/components/chakra/field.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import { toast } from '@/components/toast.ts';
import { pendingUploadProblem } from '@/components/pendingUploads.ts';
import { useAppState } from '@/stores/app.ts';
import { ImageUploader, type UploadedImage } from '@/components/ImageUploader.tsx';
import { useSubmitFeedback } from './hooks.ts';
import {
  CONTENT_MAX, contentCounter, MAX_IMAGES, normaliseContact, PROBLEM_TYPES, validateContact, validateContent,
  validateImages, validateType,
} from './validate.ts';

interface FeedbackValues {
  type: ProblemType | '';
  content: string;
  contact: string;
  images: UploadedImage[];
}

export interface FeedbackFormProps {
  defaultType: ProblemType;
  /** One line above the form saying what this screen is for. */
  intro: string;
  placeholder?: string;
}

function TypePicker({ value, onChange, invalid }: { value: string; onChange: (v: ProblemType) => void; invalid: boolean }) {
  return (
    <Flex role="radiogroup" aria-label="反馈类型" gap="2" w="full">
      {PROBLEM_TYPES.map((t) => {
        const checked = t.value === value;
        return (
          <chakra.button key={t.value} type="button" role="radio" aria-checked={checked} flex="1" minW="0"
            borderWidth="1px" borderRadius="lg" px="2" py="2" textAlign="center"
            borderColor={checked ? 'brand.solid' : invalid ? 'border.error' : 'border'}
            bg={checked ? 'brand.subtle' : 'bg.surface'} transition="border-color 0.15s, background 0.15s"
            onClick={() => onChange(t.value)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const at = PROBLEM_TYPES.findIndex((x) => x.value === value);
              const next = PROBLEM_TYPES[(at + step + PROBLEM_TYPES.length) % PROBLEM_TYPES.length];
              if (next) onChange(next.value);
            }}
            tabIndex={checked || (!value && t === PROBLEM_TYPES[0]) ? 0 : -1}>
            <Text fontSize="sm" fontWeight="medium" color={checked ? 'brand.fg' : 'fg'}>{t.label}</Text>
            <Text fontSize="2xs" color="fg.muted" mt="0.5" lineClamp={1}>{t.hint}</Text>
          </chakra.button>
        );
      })}
    </Flex>
  );
}

type FieldName = 'type' | 'content' | 'contact' | 'images';

function errorsOf(values: FeedbackValues): Record<FieldName, string | null> {
  return {
    type: validateType(values.type),
    content: validateContent(values.content),
    contact: validateContact(values.contact),
    images: validateImages(values.images),
  };
}

export function FeedbackForm({ defaultType, intro, placeholder }: FeedbackFormProps) {
  const navigate = useNavigate();
  const { userInfo } = useAppState();
  // Plain state and the validators (no form library: this screen stays well under its first-load budget).
  const [values, setValues] = useState<FeedbackValues>(() => ({
    type: defaultType, content: '', contact: userInfo?.phonenumber ?? '', images: [],
  }));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const contactEdited = useRef(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);

  // The profile may arrive after the form: fill the contact with the account's phone unless the user typed one.
  const phone = userInfo?.phonenumber;
  useEffect(() => {
    if (phone && !contactEdited.current) setValues((v) => (v.contact ? v : { ...v, contact: phone }));
  }, [phone]);

  const all = errorsOf(values);
  const shown = (name: FieldName) => (submitted || touched[name] ? all[name] : null);
  const errors = { type: shown('type'), content: shown('content'), contact: shown('contact'), images: shown('images') };
  const set = <K extends keyof FeedbackValues>(name: K, value: FeedbackValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  const blur = (name: FieldName) => () => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  const counter = contentCounter(values.content);

  const submit = useSubmitFeedback({
    onSuccess: () => {
      toast.success('提交成功，感谢您的反馈');
      void navigate(paths.problemList);
    },
    onError: (error) => toast.fromError(error),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (all.content) { contentRef.current?.focus(); return; }
    if (all.contact) { contactRef.current?.focus(); return; }
    if (values.type === '' || all.type || all.images || submit.isPending) return;
    const uploadProblem = pendingUploadProblem();
    if (uploadProblem) { toast.error(uploadProblem); return; }
    submit.mutate({
      type: values.type,
      content: values.content.trim(),
      contact: normaliseContact(values.contact),
      images: values.images.map((x) => x.url),
    });
  };

  return (
    <chakra.form noValidate aria-label="反馈表单" data-testid="feedback-form"
      onSubmit={onSubmit}>
      <Stack gap="4" bg="bg.surface" borderRadius="xl" px="4" py="4">
        <Text fontSize="xs" color="fg.muted" lineHeight="1.6">{intro}</Text>

        <Field.Root invalid={Boolean(errors.type)} required>
          <Field.Label fontSize="sm">反馈类型</Field.Label>
          <TypePicker value={values.type} onChange={(v) => set('type', v)} invalid={Boolean(errors.type)} />
          {errors.type && <Field.ErrorText>{errors.type}</Field.ErrorText>}
        </Field.Root>

        <Field.Root invalid={Boolean(errors.content)} required>
          <Field.Label fontSize="sm">反馈内容</Field.Label>
          <Textarea rows={6} resize="none" fontSize="sm" data-testid="feedback-content"
            placeholder={placeholder ?? '请详细描述您遇到的情况或建议（10–500 字），如涉及订单请写明订单编号'}
            ref={contentRef} value={values.content} onChange={(e) => set('content', e.target.value)} onBlur={blur('content')} />
          <Flex w="full" justify="space-between" gap="2" align="flex-start">
            {errors.content ? <Field.ErrorText>{errors.content}</Field.ErrorText> : <span />}
            <Text fontSize="xs" flexShrink={0} color={counter.over ? 'fg.error' : 'fg.muted'} data-testid="feedback-counter"
              aria-live="polite" aria-label={`已输入 ${counter.text.split('/')[0]} 字，最多 ${CONTENT_MAX} 字`}>
              {counter.text}
            </Text>
          </Flex>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.images)}>
          <Field.Label fontSize="sm">图片（选填，最多 {MAX_IMAGES} 张）</Field.Label>
          <Box w="full">
            <ImageUploader label="反馈图片" max={MAX_IMAGES} testId="feedback-images" value={values.images}
              onChange={(next) => set('images', next)} invalid={Boolean(errors.images)} />
          </Box>
          {errors.images && <Field.ErrorText>{errors.images}</Field.ErrorText>}
        </Field.Root>

        <Field.Root invalid={Boolean(errors.contact)} required>
          <Field.Label fontSize="sm">联系方式</Field.Label>
          <Input inputMode="numeric" autoComplete="tel" placeholder="手机号或 QQ 号" maxLength={20} fontSize="sm"
            ref={contactRef} value={values.contact} onBlur={blur('contact')}
            onChange={(e) => { contactEdited.current = true; set('contact', e.target.value); }} />
          {errors.contact
            ? <Field.ErrorText>{errors.contact}</Field.ErrorText>
            : <Field.HelperText fontSize="xs">仅用于客服联系您核实情况，不会公开</Field.HelperText>}
        </Field.Root>
      </Stack>

      <Stack gap="3" mt="5">
        <Button type="submit" size="lg" w="full" borderRadius="full" loading={submit.isPending} loadingText="提交中">提交</Button>
        <Button asChild variant="ghost" size="sm" color="fg.muted">
          <Link to={paths.problemList}>查看我的反馈</Link>
        </Button>
      </Stack>
    </chakra.form>
  );
}
