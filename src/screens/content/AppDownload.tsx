// 下载APP (appDownload): the latest Android and iOS versions, a locally drawn QR code and the download button.
import { Page } from '@/components/Page.tsx';
import { AppDownload as AppDownloadView } from '@/features/content/AppDownload.tsx';

export default function AppDownload() {
  return (
    <Page>
      <AppDownloadView />
    </Page>
  );
}
