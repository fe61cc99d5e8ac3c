// Stand-in written by Plumb's team, not SPPermissions' code: the library declares `SPPermissionProtocol` in
// a file this corpus does not hold. Declaration only, shaped by how the corpus files use it.
// Stand-in for: Sources__SPPermissions__Interface__Shared__Tables__SPPermissionTableViewCell.swift
protocol SPPermissionProtocol {
  var isAuthorized: Bool { get }
  var isDenied: Bool { get }
  func request(completion: @escaping () -> Void)
}
