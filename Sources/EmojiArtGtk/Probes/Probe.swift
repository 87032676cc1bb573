/// Something that watches the app from outside the product: the stall
/// monitor and the benchmark (`make bench`), the handled report (the
/// end-to-end tests). Product code only reports events, one call in one
/// place per event, and does not know who listens; main.swift installs
/// the probes the environment asks for, and with none installed a report
/// costs one check.
@MainActor
package protocol Probe: AnyObject {
    func observe(_ event: ProbeEvent)
}

@MainActor
package enum Probes {
    private static var installed: [any Probe] = []

    package static func install(_ probe: any Probe) {
        installed.append(probe)
    }

    static func report(_ event: @autoclosure () -> ProbeEvent) {
        guard !installed.isEmpty else { return }
        let event = event()
        for probe in installed { probe.observe(event) }
    }
}
