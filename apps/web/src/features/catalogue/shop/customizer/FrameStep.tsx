import {
  FRAME_SHAPES,
  type FrameShape,
  ONE_SIDE_ROUND_SHAPES,
  SQUARE_ONLY_SHAPES,
} from '@frameshop/contracts/catalogue/constants';
import type {
  FrameMaterialDto,
  MaterialDto,
  ThicknessDto,
} from '@frameshop/contracts/catalogue/dtos';
import { useId } from 'react';
import { controlClass, FormField } from '../../../../components/FormField';
import { Choice, ChoiceGroup } from './Choices';
import { mouldingLook, ShapeIcon } from './frame-look';

export const INSTRUCTIONS_MAX = 500;

/** Step 3: product material, frame material (with its colour), shape, thickness, instructions. */
export function FrameStep(props: {
  materials: MaterialDto[];
  frameMaterials: FrameMaterialDto[];
  thicknesses: ThicknessDto[];
  materialId: number | null;
  frameMaterialId: number | null;
  thicknessId: number | null;
  shape: FrameShape;
  /** The print has unequal sides: Square and Round cannot be made at this size. */
  oblong: boolean;
  instructions: string;
  onMaterial: (id: number) => void;
  onFrameMaterial: (id: number) => void;
  onThickness: (id: number) => void;
  onShape: (shape: FrameShape) => void;
  onInstructions: (text: string) => void;
}) {
  const names = {
    material: useId(),
    frameMaterial: useId(),
    shape: useId(),
    thickness: useId(),
  };
  return (
    <>
      <ChoiceGroup legend="Material" hint="What your photo is printed on.">
        {props.materials.map((m) => (
          <Choice
            key={m.materialId}
            name={names.material}
            value={String(m.materialId)}
            checked={props.materialId === m.materialId}
            onChange={() => props.onMaterial(m.materialId)}
          >
            {m.materialName}
          </Choice>
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend="Frame material">
        {props.frameMaterials.map((f) => {
          const look = mouldingLook(f.materialName);
          return (
            <Choice
              key={f.frameMaterialId}
              name={names.frameMaterial}
              value={String(f.frameMaterialId)}
              checked={props.frameMaterialId === f.frameMaterialId}
              onChange={() => props.onFrameMaterial(f.frameMaterialId)}
            >
              <span
                aria-hidden
                className="h-5 w-5 shrink-0 rounded-full ring-1 ring-black/20"
                style={{
                  background: `linear-gradient(135deg, ${look.light}, ${look.base} 55%, ${look.dark})`,
                }}
              />
              {f.materialName}
            </Choice>
          );
        })}
      </ChoiceGroup>

      <ChoiceGroup
        legend="Shape"
        hint="Top Round and Bottom Round add a one-side-round charge per sq ft."
        className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 sm:grid-cols-4"
      >
        {FRAME_SHAPES.map((shape) => (
          <Choice
            key={shape}
            name={names.shape}
            value={shape}
            checked={props.shape === shape}
            onChange={() => props.onShape(shape)}
            className="min-h-14"
          >
            <ShapeIcon shape={shape} />
            <span className="leading-tight">
              {shape}
              {ONE_SIDE_ROUND_SHAPES.includes(shape) ? (
                <span className="block text-xs text-stone-500">+ surcharge</span>
              ) : props.oblong && SQUARE_ONLY_SHAPES.includes(shape) ? (
                <span className="block text-xs text-stone-500">Square sizes only</span>
              ) : null}
            </span>
          </Choice>
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend="Thickness">
        {props.thicknesses.map((t) => (
          <Choice
            key={t.thicknessId}
            name={names.thickness}
            value={String(t.thicknessId)}
            checked={props.thicknessId === t.thicknessId}
            onChange={() => props.onThickness(t.thicknessId)}
            className="min-w-16 justify-center"
          >
            {t.thicknessValue}
          </Choice>
        ))}
      </ChoiceGroup>

      <FormField
        label="Instructions for our workshop (optional)"
        hint={`${props.instructions.length} / ${INSTRUCTIONS_MAX} characters`}
      >
        <textarea
          rows={3}
          maxLength={INSTRUCTIONS_MAX}
          value={props.instructions}
          onChange={(e) => props.onInstructions(e.target.value)}
          placeholder="For example: a gift, please add a hanging hook."
          className={`${controlClass} shadow-sm`}
        />
      </FormField>
    </>
  );
}
