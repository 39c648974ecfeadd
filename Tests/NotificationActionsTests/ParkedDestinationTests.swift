import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// A clock the test moves by hand, so expiry is tested without waiting.
final class HandClock: Sendable {
    private let time = Locked(0.0)
    var now: @Sendable () -> Double { { [time] in time.withLock { $0 } } }
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
}

@Suite("ParkedDestination: the step after routing")
struct ParkedDestinationTests {
    @Test("a parked destination is taken once; the latest parked wins")
    func takenOnce() {
        let parked = ParkedDestination<String>()
        #expect(parked.take() == nil && !parked.isParked)
        parked.park("inbox")
        parked.park("invitation i1")
        #expect(parked.isParked)
        #expect(parked.take() == "invitation i1")
        #expect(parked.take() == nil)
    }

    @Test("a destination older than the expiry is dropped when the UI asks, never shown late")
    func expires() {
        let clock = HandClock()
        let parked = ParkedDestination<String>(expiresAfter: 120, now: clock.now)
        parked.park("a")
        clock.advance(120)
        #expect(parked.isParked)
        #expect(parked.take() == "a")
        parked.park("b")
        clock.advance(120.5)
        #expect(!parked.isParked)
        #expect(parked.take() == nil)
        // Expired is gone, not waiting for a later clock.
        #expect(parked.take() == nil)
    }

    @Test("drop() forgets it (sign-out, onboarding)")
    func drops() {
        let parked = ParkedDestination<Int>()
        parked.park(1)
        parked.drop()
        #expect(parked.take() == nil)
    }

    @Test("destinations() gives the destination parked before it started, then each one parked while it runs")
    func stream() async {
        let clock = HandClock()
        let parked = ParkedDestination<String>(expiresAfter: 120, now: clock.now)
        parked.park("before")
        var iterator = parked.destinations().makeAsyncIterator()
        #expect(await iterator.next() == "before")
        parked.park("during")
        #expect(await iterator.next() == "during")
        #expect(parked.take() == nil, "delivered, so no longer parked")
    }

    @Test("an expired destination is not delivered when the UI starts listening")
    func streamSkipsExpired() async {
        let clock = HandClock()
        let parked = ParkedDestination<String>(expiresAfter: 10, now: clock.now)
        parked.park("stale")
        clock.advance(11)
        let stream = parked.destinations()
        #expect(!parked.isParked)
        let listener = Task { await stream.first { _ in true } }
        // Whether it parks before or after the listener starts waiting, the fresh one is what arrives.
        parked.park("fresh")
        #expect(await listener.value == "fresh")
    }

    @Test("each destination reaches one listener once, from many parking tasks")
    func concurrent() async {
        let parked = ParkedDestination<Int>()
        let received = Locked<[Int]>([])
        let listeners = (0..<3).map { _ in
            Task {
                for await value in parked.destinations() {
                    received.withLock { $0.append(value) }
                    if received.withLock({ $0.count }) >= 200 { break }
                }
            }
        }
        // Park 200 values, each only once the previous one is gone (parking replaces an unclaimed one).
        for value in 0..<200 {
            parked.park(value)
            while parked.isParked { await Task.yield() }
        }
        while received.withLock({ $0.count }) < 200 { await Task.yield() }
        for listener in listeners { listener.cancel() }
        #expect(received.withLock { $0.sorted() } == Array(0..<200))
    }

    @Test("a listener that goes away leaves the next destination parked for the next one")
    func cancelledListener() async {
        let parked = ParkedDestination<String>()
        let listener = Task { for await _ in parked.destinations() {} }
        listener.cancel()
        await listener.value
        parked.park("after")
        #expect(parked.take() == "after")
    }
}
