import { defineConfig } from 'vitest/config';
import { testPreset } from '../../tooling/vitest-preset';

export default defineConfig(testPreset());
