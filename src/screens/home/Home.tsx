// 首页 (home). Top of the page (search, banners, stats, entries, anti-fraud, games) loads at once and in
// parallel; the sections further down (notices, 顶级账号, 最近成交, streamers) load their code and data when
// scrolled near. Every section keeps its room while loading, so nothing moves.
import { Box } from '@chakra-ui/react';
import { Page } from '@/components/Page.tsx';
import { RenderLater } from '@/components/RenderLater.tsx';
import { AntiFraudCard } from './AntiFraudCard.tsx';
import { AppDownloadPrompt } from './AppDownloadPrompt.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { GameGrid } from './GameGrid.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { HomeStats } from './HomeStats.tsx';
import { NoticesSection, RecentDealsSection, StreamersSection, TopAccountsSection } from './HomeSections.tsx';
import { QuickEntries } from './QuickEntries.tsx';

export default function Home() {
  return (
    <Page padding={false} pb="4">
      <AppDownloadPrompt />
      <HomeSearch />
      <BannerCarousel />
      <HomeStats />
      {/* The rest commits right after the top (see RenderLater): one commit of the whole page is a long task. */}
      <RenderLater>
        <QuickEntries />
        <AntiFraudCard />
        <GameGrid />
        <NoticesSection />
        <TopAccountsSection />
        <RecentDealsSection />
        <StreamersSection />
        <Box h="2" />
      </RenderLater>
    </Page>
  );
}
