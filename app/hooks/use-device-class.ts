// The device class of spec §3 (MB, TB, DT) for behaviour; layout itself is CSS media queries.
// Server rendering assumes a desktop; the browser corrects it after hydration.
import { useEffect, useState } from "react";
import { type DeviceClass, deviceClassOf } from "../../core/device";

export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState<DeviceClass>("DT");
  useEffect(() => {
    const update = () => setDevice(deviceClassOf(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return device;
}
