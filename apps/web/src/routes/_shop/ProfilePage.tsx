import { createFileRoute } from '@tanstack/react-router';
import { ProfileAccount } from '../../features/profile/ProfileAccount';

export const Route = createFileRoute('/_shop/ProfilePage')({ component: ProfileAccount });
