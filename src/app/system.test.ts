// app/system.ts hands createSystem one config, skipping Chakra's merge in the browser (the build patches it out:
// scripts/chakra-css-plugin.ts): that config must be exactly what the merge makes of Chakra's base config and
// the theme merged at build time.
import { describe, expect, it } from 'vitest';
import { defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { readFileSync } from 'node:fs';
import { themeData } from './theme.ts';
import { systemConfig } from './system.ts';

describe('the browser system\'s config', () => {
  it('is what mergeConfigs makes of the base config and the build-time theme', () => {
    // As served: JSON (an undefined globalCss is left out, as mergeConfigs leaves it out).
    const served = JSON.parse(JSON.stringify(themeData())) as ReturnType<typeof themeData>;
    expect({ ...defaultBaseConfig, ...served }).toStrictEqual(mergeConfigs(defaultBaseConfig, served));
    expect(systemConfig()).toEqual(mergeConfigs(defaultBaseConfig, served));
  });

  it('is the only way the browser calls createSystem (the patched build takes one config)', () => {
    const sources = ['src/app/system.ts', 'src/app/provider.tsx', 'src/app/boot.tsx'].map((file) => readFileSync(file, 'utf8'));
    // At once, or with the token dictionary made beforehand in steps (makeAppSystem: `config` is systemConfig()).
    expect(sources.join('\n').match(/createSystem\((?:systemConfig\(\)|[^)]*)\)/g)).toEqual([
      'createSystem(systemConfig())',
      'createSystem({ ...config, tokenDictionary: made.dictionary } as SystemConfig)',
    ]);
    expect(sources[0]).toContain('const config = systemConfig();');
  });
});
