import { createFileRoute } from '@tanstack/react-router';
import { FrameConfigurationHub } from '../../features/catalogue/admin/FrameConfigurationHub';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/frameattributes')({
  head: titleHead(adminTitle('Frame Attributes')),
  component: FrameConfigurationHub,
});
