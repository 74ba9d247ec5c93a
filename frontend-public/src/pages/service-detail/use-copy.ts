import { useT } from '../../i18n/i18n';
import { copyText } from '../../shared/lib/clipboard';
import { useToast } from '../../shared/ui/toast';

/** Copies a text and says so in a toast ('{title}' with the text), or says that it could not and to select it. */
export function useCopy() {
  const t = useT();
  const { toast } = useToast();
  const copy = async (text: string, title: string) => {
    const copied = await copyText(text);
    if (copied) toast({ title, description: text });
    else toast({ title: t('copy.failedTitle'), description: t('copy.failedSelect'), variant: 'destructive' });
  };
  return (text: string, title: string) => void copy(text, title);
}
