import Foundation
import Testing
@testable import PlumbSnapshotTesting

/// swift-snapshot-testing's `.dump` and `.description` text strategies: structures with sorted children,
/// dictionaries and sets in one order whatever the hashing, circular references marked, values with their
/// own snapshot text.
@MainActor
@Suite struct DumpStrategyTests {
  struct User { let id: Int, name: String, bio: String }
  struct Person: Hashable { let name: String }
  struct Container { let dict: [String: Int], set: Set<Person> }
  final class Father { var child: Child?; init() {} }
  final class Child { let father: Father; init(_ father: Father) { self.father = father; father.child = self } }

  @Test func aStructureListsItsPropertiesSorted() {
    let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
    #expect(Snapshotting<User, String>.dump.pathExtension == "txt")
    #expect(Snapshotting<User, String>.dump.snapshot(user) == """
      ▿ User
        - bio: "Blobbed around the world."
        - id: 1
        - name: "Blobby"

      """)
    #expect(Snapshotting<User, String>.description.snapshot(user)
      == #"User(id: 1, name: "Blobby", bio: "Blobbed around the world.")"#)
  }

  @Test func dictionariesAndSetsComeOutInOneOrder() {
    let value = Container(dict: ["c": 3, "a": 1, "b": 2], set: [Person(name: "Stephen"), Person(name: "Brandon")])
    #expect(Snapshotting<Container, String>.dump.snapshot(value) == """
      ▿ Container
        ▿ dict: 3 key/value pairs
          ▿ (2 elements)
            - key: "a"
            - value: 1
          ▿ (2 elements)
            - key: "b"
            - value: 2
          ▿ (2 elements)
            - key: "c"
            - value: 3
        ▿ set: 2 members
          ▿ Person
            - name: "Brandon"
          ▿ Person
            - name: "Stephen"

      """)
  }

  @Test func aCycleIsMarkedAndOwnTextsAreUsed() {
    let father = Father()
    let child = Child(father)
    #expect(Snapshotting<Child, String>.dump.snapshot(child) == """
      ▿ Child
        ▿ father: Father
          ▿ child: Optional<Child>
            ▿ some (circular reference detected)

      """)
    let date = Date(timeIntervalSinceReferenceDate: 0)
    #expect(Snapshotting<Date, String>.dump.snapshot(date) == "- 2001-01-01T00:00:00Z\n")
    #expect(Snapshotting<Data, String>.dump.snapshot(Data("Hello, world!".utf8)) == "- 13 bytes\n")
    #expect(Snapshotting<Character, String>.dump.snapshot("a") == "- \"a\"\n")
  }
}
