// 租号 (hire): how renting works, then the rentable accounts by game with their hourly / daily rent.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { HeadsetIcon } from '@/components/icons.tsx';
import { Page } from '@/components/Page.tsx';
import { HireGuide } from './HireGuide.tsx';
import { HireList } from './HireList.tsx';

export default function Hire() {
  return (
    <Page actions={(
      <Button asChild size="xs" variant="ghost" color="brand.fg" px="2">
        <Link to={paths.contactkefu()}><HeadsetIcon boxSize="4" />客服</Link>
      </Button>
    )}>
      <Stack gap="3">
        <HireGuide />
        <HireList />
        <Flex direction="column" align="center" gap="2" py="2">
          <Text fontSize="xs" color="fg.muted">没找到想租的账号？告诉客服您想要的游戏和配置</Text>
          <Button asChild size="sm" variant="outline" borderRadius="full">
            <Link to={paths.contactkefu()}>联系客服预约租号</Link>
          </Button>
        </Flex>
      </Stack>
    </Page>
  );
}
