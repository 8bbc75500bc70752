import { describe, expect, it } from "vitest";

import { currentStage, everyUnitReached, nextStage, stageRefusal } from "./stages";

describe("build stages", () => {
  it("are reached in order, each once", () => {
    expect(nextStage([])).toBe("frame");
    expect(nextStage(["frame", "shell"])).toBe("interior");
    expect(nextStage(["frame", "shell", "interior", "inspection", "ready"])).toBeNull();
    expect(stageRefusal(["frame"], "frame")).toBe("already");
    expect(stageRefusal(["frame"], "interior")).toBe("out-of-order");
    expect(stageRefusal(["frame"], "shell")).toBeNull();
    expect(currentStage(["frame", "shell"])).toBe("shell");
    expect(currentStage([])).toBeNull();
  });

  it("say an order reached a stage only when every unit has", () => {
    expect(everyUnitReached([["frame"], []], "frame")).toBe(false);
    expect(everyUnitReached([["frame"], ["frame", "shell"]], "frame")).toBe(true);
    expect(everyUnitReached([], "frame")).toBe(false);
  });
});
