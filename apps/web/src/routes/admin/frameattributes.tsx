import { createFileRoute } from '@tanstack/react-router';
import { FrameConfigurationHub } from '../../features/catalogue-admin/FrameConfigurationHub';

export const Route = createFileRoute('/admin/frameattributes')({
  component: FrameConfigurationHub,
});
