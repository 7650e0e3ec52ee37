import { createFileRoute } from '@tanstack/react-router';
import { FrameCollection } from '../../features/catalogue-admin/FrameCollection';

export const Route = createFileRoute('/admin/frame/')({ component: FrameCollection });
