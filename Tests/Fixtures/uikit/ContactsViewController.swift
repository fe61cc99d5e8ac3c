import UIKit

/// A contact row: a name over a wrapping note, laid out in its content view with constraints.
final class ContactCell: UITableViewCell {
  static let identifier = "contact"
  let nameLabel = UILabel()
  let noteLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    noteLabel.font = .preferredFont(forTextStyle: .subheadline)
    noteLabel.textColor = .secondaryLabel
    noteLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [nameLabel, noteLabel])
    stack.axis = .vertical
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Contacts in two sections, the second with a long note that wraps.
final class ContactsViewController: UITableViewController {
  let contacts = [["Ada Lovelace", "Grace Hopper"], ["Margaret Hamilton"]]
  let notes = [["Analyst", "Admiral"], ["Led the team that wrote the on-board flight software for the Apollo missions."]]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { contacts.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts[section].count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Favourites" : "Engineers"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.identifier, for: indexPath) as! ContactCell
    cell.nameLabel.text = contacts[indexPath.section][indexPath.row]
    cell.noteLabel.text = notes[indexPath.section][indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}
